/** Step 1 of the loan wizard as the site sends it, without a different trading name. */
export const loanBasics = {
  company_name: 'Carter Bakery Ltd',
  company_address: '3 Mill Lane, York, YO1 7HH',
  tradding_name: '',
  tradding_address: '',
  borrow_ammount: '25000',
  borrow_month: '12 months',
};

/** The merchant-service form (cash-advance create) as the site sends it. */
export const merchantForm = {
  location_data: [{ label: 'Country', value: 'GB' }],
  take_payment: 'Face To Face',
  business_location: 'Store',
  business_name: 'Carter Bakery Ltd',
  card_provider: 'Dojo',
};

/** What get-location-data answers for a visitor the CDN places in `country`, as create takes it back. */
export const locationFacts = (country: string) => [
  { label: 'Country', value: country },
  { label: 'Channel', value: 'Website' },
];

/** The contact form with every field filled, as the site sends it; the page it was sent from is each call's own. */
export const contactForm = {
  first_name: 'Priya Shah',
  email: 'priya@example.co.uk',
  phone: '07700 900123',
  business_name: 'Shah Bakery Ltd',
  business_address: '12 High Street, Leeds LS1 4AP',
  message: 'We spend about £900 a month on electricity.',
};

/** The affiliate programme's partner registration as the site sends it. */
export const partnerForm = {
  name: 'Amir Khan',
  email: 'amir@khan-consulting.co.uk',
  phone: '07700 900321',
  business_address: '5 Park Row, Bristol BS1 5LJ',
};
