/** Spec §9: the carousel turns every 4000 ms. */
export const TESTIMONIAL_INTERVAL_MS = 4000;

export interface Testimonial {
  quote: string;
  name: string;
  business: string;
  town: string;
}

/** Illustrative customer stories of the kind we hear (spec §9: 3 testimonials). */
export const testimonials: Testimonial[] = [
  {
    quote:
      'Our electricity had rolled onto out-of-contract rates and we had not noticed. They compared fixed deals, explained the contract terms in plain English and dealt with the supplier for us.',
    name: 'Priya',
    business: 'Café owner',
    town: 'Leicester',
  },
  {
    quote:
      'We needed a new machine for a big order. They explained the loan options and the costs in plain English before we applied, and kept us posted until the lender decided.',
    name: 'Gareth',
    business: 'Joinery workshop',
    town: 'Swansea',
  },
  {
    quote:
      'I put off switching gas for years because of the paperwork. One phone call, a clear side-by-side comparison and no pressure to sign anything.',
    name: 'Aisha',
    business: 'Hair salon',
    town: 'Bradford',
  },
];
