import { formatPercent } from '@sme/domain';
import { ConsoleTable } from '../ConsoleTable.tsx';
import { number, RowHeading } from './report-cells.tsx';
import type { Funnel } from './sources-csv.ts';

/**
 * The funnel as bars, each as long as its step's share of the first step: plain boxes, no chart library. A picture
 * of the table under it, which gives every figure as text, so the bars are one image with a text alternative.
 */
function FunnelBars({ funnel }: { funnel: Funnel }) {
  const summary = funnel.steps.map((step) => `${step.label} ${step.count}`).join(', ');
  return (
    <div role="img" aria-label={`Bar chart of the ${funnel.label} funnel: ${summary}.`} className="mb-3 space-y-1.5">
      {funnel.steps.map((step) => (
        <div key={step.key} className="grid grid-cols-[9.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
          <span className="leading-tight text-slate-700">{step.label}</span>
          <span className="h-4 rounded-sm bg-slate-100">
            <span
              className="block h-4 rounded-sm bg-brand-700"
              data-step-bar={step.key}
              style={{ width: `${step.percentOfFirst ?? 0}%` }}
            />
          </span>
          <span className="text-right tabular-nums">{step.count}</span>
        </div>
      ))}
    </div>
  );
}

/** One flow's funnel: its bars, then the table of counts and shares. */
export function FunnelView({ funnel }: { funnel: Funnel }) {
  const headingId = `funnel-${funnel.flow}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4">
      <h3 id={headingId} className="mb-3 font-semibold">
        {funnel.label}
      </h3>
      <FunnelBars funnel={funnel} />
      <ConsoleTable
        label={`${funnel.label} funnel table`}
        caption={`${funnel.label} funnel: the leads received on these days that reached each step and every step before it`}
        columns={['Step', 'Leads', 'Of the first step', 'Of the step before']}
        minWidth="min-w-[26rem]"
      >
        {funnel.steps.map((step) => (
          <tr key={step.key} className="border-t border-slate-200">
            <RowHeading>{step.label}</RowHeading>
            <td className={number}>{step.count}</td>
            <td className={number}>{formatPercent(step.percentOfFirst)}</td>
            <td className={number}>{formatPercent(step.percentOfPrevious)}</td>
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}
