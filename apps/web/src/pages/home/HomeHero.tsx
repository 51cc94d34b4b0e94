import { Check, Flame, PoundSterling, Zap, type LucideIcon } from 'lucide-react';
import { paths } from '../../app/paths.ts';
import { useClaim } from '../../app/settings.tsx';
import { ClaimLink } from '../../ui/ClaimLink.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { PageHero } from '../../ui/Section.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

const heroPromises = ['A panel of vetted UK suppliers', 'No obligation and a free comparison'];

// Gas and electricity lead to /comercial-utility (spec §2 Home), carrying the choice to the wizard's Service step.
const choices: { label: string; href: string; icon: LucideIcon; hint: string }[] = [
  {
    label: 'Commercial Gas',
    href: paths.comercialUtilityFor('gas'),
    icon: Flame,
    hint: 'Heating, hot water and cooking',
  },
  {
    label: 'Commercial Electricity',
    href: paths.comercialUtilityFor('electricity'),
    icon: Zap,
    hint: 'Lighting, tills and machinery',
  },
  { label: 'Business Loan', href: paths.businessLoan, icon: PoundSterling, hint: 'Funding up to £1 million' },
];

/**
 * The hero's call to action (spec §4 'Home hero'): at first only the button; pressing it replaces the button with the
 * three choices for good (comparison-choices.ts runs it, without React, so the first press works before any code).
 */
function ComparisonChoices() {
  const headingId = useIslandId();
  return (
    <div data-comparison-choices className="w-full">
      <button type="button" data-comparison-reveal className="btn-primary px-6 py-3 text-lg">
        Get Your Free Comparison Today
      </button>
      <div data-comparison-list hidden>
        <div data-comparison-question>
          <p id={headingId} className="font-semibold text-ink">
            What would you like to compare?
          </p>
          <ul aria-labelledby={headingId} className="mt-3 grid gap-3 sm:grid-cols-3">
            {choices.map(({ label, href, icon: Icon, hint }) => (
              <li key={label} className="flex">
                <a
                  href={href}
                  className="flex min-h-11 w-full items-center gap-3 rounded-xl border-2 border-brand-700 bg-white px-4 py-3 text-left shadow-sm transition-colors hover:bg-brand-100 sm:flex-col sm:items-start"
                >
                  <Icon aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
                  <span className="flex flex-col">
                    <span className="font-bold text-ink">{label}</span>
                    <span className="text-sm text-slate-600">{hint}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-4 space-y-2 text-xs">
          <BrokerDisclosure kind="energy" />
          <BrokerDisclosure kind="funding" />
        </div>
      </div>
      <p
        role="status"
        className="sr-only"
        data-comparison-status
        data-revealed-text="Choose what to compare: Commercial Gas, Commercial Electricity or Business Loan."
      />
    </div>
  );
}

export function HomeHero() {
  // The figure claims only on the business's evidence (claim-evidence.ts), each linked to it.
  const helped = useClaim('businessesHelped');
  const savings = useClaim('energySavings');
  const points = [
    helped && <ClaimLink id="businessesHelped">{helped.text} businesses helped</ClaimLink>,
    ...heroPromises,
  ].filter(Boolean);
  return (
    <PageHero
      eyebrow="Business energy, funding and card payments"
      title="Power Your Business with Smart Savings"
      lead={
        <>
          <p>
            {savings ? (
              <>
                Reduce your business gas and electricity costs by{' '}
                <ClaimLink id="energySavings">{savings.text}</ClaimLink>.
              </>
            ) : (
              'Compare business gas and electricity prices across our supplier panel.'
            )}{' '}
            Tell us what you need and we compare prices and funding offers for you, so you can get back to running your
            business.
          </p>
          <ul className="mt-5 grid gap-2 text-base sm:grid-cols-2">
            {points.map((point, index) => (
              <li key={index} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </>
      }
      actions={<ComparisonChoices />}
      image={
        <img
          src="/images/home/hero-savings.svg"
          alt=""
          width={480}
          height={400}
          className="h-auto w-full max-w-xs sm:max-w-md"
          fetchPriority="high"
        />
      }
    />
  );
}
