import type { ReactNode } from 'react';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { QuoteLanding } from '../shared/QuoteLanding.tsx';

const steps = [
  'Enter your postcode and pick your business premises from the list.',
  'Confirm your business name and choose Water or Waste.',
  'Tell us roughly how much water you use, or how many bins you have and how often they are collected.',
  'Book a 30-minute call: we come back with quotes from water retailers and waste carriers.',
] as const;

/** `postcodeStart` stands in for the postcode form where another render puts it (src/islands/pages/commercial-water-waste.astro). */
export default function WaterWasteLandingPage({ postcodeStart }: Partial<PageProps> & { postcodeStart?: ReactNode }) {
  return (
    <QuoteLanding
      metaTitle="Compare business water and waste"
      metaDescription="Enter your postcode to compare business water retailers and commercial waste collection for your premises."
      eyebrow="Water & Waste"
      title="Compare business water and waste"
      lead="Lower water bills and simpler waste collections for your premises. Tell us about your site and we will find the right retailer or carrier."
      flow="water"
      steps={steps}
      start={postcodeStart}
      aside={
        <div className="rounded-xl border border-slate-200 p-6">
          <h2 className="text-xl font-bold">Gas and electricity</h2>
          <p className="mt-2 text-slate-700">
            Most businesses can save on energy too. Compare gas and electricity for the same premises.
          </p>
          <a href={paths.comercialUtility} className="btn-outline mt-4">
            Compare gas and electricity
          </a>
        </div>
      }
    />
  );
}
