import type { ReactNode } from 'react';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useClaim } from '../../app/settings.tsx';
import { ClaimLink } from '../../ui/ClaimLink.tsx';
import { energyChoiceFields, energyChoiceIn } from './energy-choice.ts';
import { QuoteLanding } from '../shared/QuoteLanding.tsx';
import { usePageSearch } from '../../app/page-address.tsx';

const steps = [
  'Enter your postcode and pick your business premises from the list.',
  'Confirm your business name and choose gas, electricity or both.',
  'Tell us your current supplier and when your contract ends (or that you are not sure).',
  'Book a 30-minute call at a time that suits you: we come back with prices from our panel of UK suppliers.',
] as const;

/** `postcodeStart` stands in for the postcode form where another render puts it (src/islands/pages/comercial-utility.astro). */
export default function EnergyLandingPage({ postcodeStart }: Partial<PageProps> & { postcodeStart?: ReactNode }) {
  // A Gas or Electricity choice made before arriving goes on into the wizard.
  const choice = energyChoiceIn(usePageSearch());
  // The savings claim only on the business's evidence (claim-evidence.ts), linked to it.
  const savings = useClaim('energySavings');
  return (
    <QuoteLanding
      metaTitle="Compare business gas and electricity"
      metaDescription={`Enter your postcode to compare business gas and electricity prices from UK suppliers${savings ? `, and save ${savings.text} on your energy costs` : ''}.`}
      eyebrow="Business Energy"
      title="Compare business gas and electricity"
      lead={
        <>
          {savings && (
            <>
              Businesses that switch with us save <ClaimLink id="energySavings">{savings.text}</ClaimLink> on their
              energy costs.{' '}
            </>
          )}
          It takes two minutes and there is nothing to pay.
        </>
      }
      flow="energy"
      carry={energyChoiceFields(choice)}
      steps={steps}
      start={postcodeStart}
      aside={
        <div className="rounded-xl border border-slate-200 p-6">
          <h2 className="text-xl font-bold">Water and waste too</h2>
          <p className="mt-2 text-slate-700">
            Since the market opened, businesses in England can choose their water retailer, and waste collections are
            priced by bins and lifts. We compare both.
          </p>
          <a href={paths.commercialWaterWaste} className="btn-outline mt-4">
            Compare water and waste
          </a>
        </div>
      }
    />
  );
}
