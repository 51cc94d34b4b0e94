import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportRange } from '@sme/domain';
import { useTRPC } from '../../app/trpc.ts';
import { errorText } from '../console-errors.ts';
import { outlineButton } from '../console-styles.ts';
import { saveFile } from '../inbox/download-csv.ts';
import { AttributionTables } from './AttributionTables.tsx';
import { FunnelView } from './FunnelView.tsx';
import { sourcesCsv, sourcesCsvName } from './sources-csv.ts';

/**
 * Where the range's leads came from and how far each flow's visitors got: the attribution tables and the funnels,
 * with their CSV file. Their own queries, so the speed-to-lead figures above do not wait for them.
 */
export function SourcesReport({ range }: { range: ReportRange }) {
  const trpc = useTRPC();
  const attribution = useQuery({
    ...trpc.admin.reports.attribution.queryOptions(range),
    placeholderData: keepPreviousData,
  });
  const funnels = useQuery({ ...trpc.admin.reports.funnels.queryOptions(range), placeholderData: keepPreviousData });
  const error = attribution.error ?? funnels.error;

  return (
    <>
      <section aria-labelledby="report-sources" className="grid grid-cols-1 gap-4">
        <h2 id="report-sources" className="text-xl font-bold">
          Where leads come from
        </h2>
        <p className="text-slate-700">
          The leads received on these days by the source, medium and campaign of the visit that made them (its first
          touch), and by the partner whose link brought them, with how many are Won now. Spam is left out; erased leads
          still count.
        </p>
        <div aria-live="polite" aria-busy={attribution.isFetching || funnels.isFetching}>
          {(attribution.isPending || funnels.isPending) && !error && <p>Loading where leads come from...</p>}
          {error && <p role="alert">{errorText(error)}</p>}
        </div>
        {attribution.data && funnels.data && (
          <div>
            <button
              type="button"
              className={outlineButton}
              onClick={() =>
                saveFile(
                  sourcesCsvName(attribution.data),
                  new Blob([sourcesCsv(attribution.data, funnels.data)], { type: 'text/csv' }),
                )
              }
            >
              Download sources and funnels CSV
            </button>
          </div>
        )}
        {attribution.data && <AttributionTables report={attribution.data} />}
      </section>
      {funnels.data && (
        <section aria-labelledby="report-funnels" className="grid grid-cols-1 gap-4">
          <h2 id="report-funnels" className="text-xl font-bold">
            Funnels
          </h2>
          <p className="text-slate-700">
            For each flow, how many of the leads received on these days reached each step. A lead counts at a step when
            it reached that step and every step before it, so a visitor who skipped a step (a callback asked for at the
            address, say) counts up to the step skipped. Spam is left out.
          </p>
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
            {funnels.data.funnels.map((funnel) => (
              <FunnelView key={funnel.flow} funnel={funnel} />
            ))}
          </div>
          <FunnelNotes />
        </section>
      )}
    </>
  );
}

function FunnelNotes() {
  return (
    <section aria-labelledby="funnel-notes" className="text-sm text-slate-700">
      <h3 id="funnel-notes" className="mb-1 font-semibold text-ink">
        How the steps are counted
      </h3>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          The question steps count once their answer is stored (an address the postcode search found, a business name, a
          service, a supplier, the water usage or the bins, a business category, a turnover, a card machine or &quot;Not
          sure&quot;). An erased quote that has its service still counts its address and business name.
        </li>
        <li>
          Booking screen: the visitor was shown the page to book a call, or booked one or asked for a callback (which
          happens on that page).
        </li>
        <li>Booked or callback: a call booked in the calendar, or a callback asked for.</li>
        <li>Won: the lead&apos;s status is Won now.</li>
        <li>Shares are whole percent, rounded down.</li>
      </ul>
    </section>
  );
}
