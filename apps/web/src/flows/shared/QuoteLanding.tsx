import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { NumberedSteps } from '../../ui/NumberedSteps.tsx';
import { PostcodeStart } from './PostcodeStart.tsx';
import type { PostcodeFlow } from './postcode-starts.ts';

/** A quote flow's landing: what it compares, the postcode that starts it, and what happens next. */
export function QuoteLanding({
  metaTitle,
  metaDescription,
  eyebrow,
  title,
  lead,
  flow,
  carry,
  steps,
  aside,
  start,
}: {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  flow: PostcodeFlow;
  /** What the postcode form carries on into the flow (the energy choice). */
  carry?: Record<string, string>;
  steps: readonly string[];
  aside: ReactNode;
  /** Stands in for the postcode form where another render puts it (an islands page's island). */
  start?: ReactNode;
}) {
  return (
    <>
      <PageMeta title={metaTitle} description={metaDescription} />
      <section className="bg-brand-50">
        <div className="container-page py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold leading-tight text-ink sm:text-5xl">{title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{lead}</p>
          <div className="mt-8 max-w-xl">
            {start ?? <PostcodeStart flow={flow} carry={carry} buttonLabel="Start comparing" />}
          </div>
          <BrokerDisclosure kind="energy" className="mt-6 max-w-2xl" />
        </div>
      </section>
      <section className="container-page grid gap-10 py-12 lg:grid-cols-2" aria-labelledby="how-it-works-heading">
        <div>
          <h2 id="how-it-works-heading" className="text-2xl font-bold">
            How it works
          </h2>
          <NumberedSteps steps={steps} />
        </div>
        <div>{aside}</div>
      </section>
    </>
  );
}
