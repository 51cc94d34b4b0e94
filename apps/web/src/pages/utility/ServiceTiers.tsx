import { Check, X } from 'lucide-react';
import { paths } from '../../app/paths.ts';

const features = [
  'Electricity and gas price comparison',
  'Switch arranged with your new supplier',
  'Renewal reminder before your contract ends',
  'Water and waste contract review',
  'Bill checks for overcharging and estimated reads',
  'Dedicated account manager',
  'Several sites managed on one renewal plan',
] as const;

interface Tier {
  name: 'Silver' | 'Gold' | 'Platinum';
  summary: string;
  /** How many of `features`, from the top, the tier includes. */
  included: number;
  recommended?: boolean;
}

const tiers: Tier[] = [
  { name: 'Silver', summary: 'For a single site that wants a better price when its contract is up.', included: 3 },
  {
    name: 'Gold',
    summary: 'For businesses that want energy, water and waste looked after in one place.',
    included: 5,
    recommended: true,
  },
  {
    name: 'Platinum',
    summary: 'For multi-site businesses and higher users that want one person to call.',
    included: features.length,
  },
];

/** Silver, Gold (Recommended) and Platinum: feature lists with ticks and crosses; each card leads to /contact. */
export function ServiceTiers() {
  return (
    <ul className="grid gap-8 md:grid-cols-3 md:gap-6">
      {tiers.map((tier) => (
        <li
          key={tier.name}
          data-testid={`tier-${tier.name.toLowerCase()}`}
          className={`relative flex flex-col rounded-2xl border-2 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg ${
            tier.recommended ? 'border-brand-700 md:-my-3 md:py-9' : 'border-slate-200'
          }`}
        >
          <h3 className="text-2xl font-bold text-ink">{tier.name}</h3>
          {tier.recommended && (
            <p className="absolute -top-4 right-6 rounded-full bg-accent px-3 py-1 text-sm font-bold text-ink">
              Recommended
            </p>
          )}
          <p className="mt-2 text-slate-700">{tier.summary}</p>
          <ul className="mt-5 mb-6 space-y-3">
            {features.map((feature, index) => {
              const included = index < tier.included;
              return (
                <li key={feature} className={`flex gap-3 ${included ? 'text-ink' : 'text-slate-600'}`}>
                  {included ? (
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" strokeWidth={3} />
                  ) : (
                    <X aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" strokeWidth={3} />
                  )}
                  <span>
                    <span className="sr-only">{included ? 'Included: ' : 'Not included: '}</span>
                    {feature}
                  </span>
                </li>
              );
            })}
          </ul>
          {/* The link's ::after covers the card, so a click anywhere on it goes to the contact page. */}
          <a
            href={paths.contact}
            className={`${tier.recommended ? 'btn-primary' : 'btn-outline'} mt-auto after:absolute after:inset-0 after:rounded-2xl after:content-['']`}
          >
            Ask about {tier.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
