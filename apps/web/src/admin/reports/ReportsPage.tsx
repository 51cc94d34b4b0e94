import {
  consolePaths,
  defaultReportRange,
  formatAttempts,
  formatPercent,
  formatReportDay,
  formatSecondsInWords,
  reportRangeSchema,
  ukDay,
  type ReportRange,
} from '@sme/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { errorText } from '../console-errors.ts';
import { outlineButton } from '../console-styles.ts';
import { saveFile } from '../inbox/download-csv.ts';
import { reportCsv, reportCsvName, type SpeedToLeadReport } from './report-csv.ts';
import { ReportRangeForm } from './ReportRangeForm.tsx';
import { AgentTable, DayTable, KindTable, SourceTable } from './ReportTables.tsx';
import { SourcesReport } from './SourcesReport.tsx';

// The chart library is loaded with this page only, in a chunk of its own.
const SpeedChart = lazy(() => import('./SpeedChart.tsx'));

/** The range in the address (?from=…&to=…), so a report can be reloaded and shared; otherwise the last 7 days. */
function rangeFromSearch(search: string): ReportRange {
  const params = new URLSearchParams(search);
  const parsed = reportRangeSchema.safeParse({ from: params.get('from') ?? '', to: params.get('to') ?? '' });
  return parsed.success ? parsed.data : defaultReportRange(ukDay(new Date()));
}

function Summary({ report }: { report: SpeedToLeadReport }) {
  const { total } = report;
  const figures: [string, string][] = [
    ['Callable leads', String(total.callable)],
    ['Reached', String(total.reached)],
    ['Still waiting', String(total.stillWaiting)],
    ['Never reached', String(total.neverReached)],
    ['Median time to reach', formatSecondsInWords(total.medianSeconds)],
    ['90th percentile', formatSecondsInWords(total.p90Seconds)],
    ['Attempts per reached lead', formatAttempts(total.attemptsPerReached)],
  ];
  return (
    <section aria-labelledby="report-summary" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="report-summary" className="text-lg font-semibold">
        {formatReportDay(report.from)} to {formatReportDay(report.to)}
      </h2>
      <p className="mt-2 text-2xl font-bold" data-testid="within-target">
        Reached within 3 minutes: {formatPercent(total.withinTargetPercent)}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {total.callable === 0
          ? 'No lead became callable on these days.'
          : `${total.withinTarget} of the ${total.callable} leads that became callable on these days. ${total.stillWaiting} still waiting, ${total.neverReached} never reached.`}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {figures.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm text-slate-700">{term}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Chart({ report }: { report: SpeedToLeadReport }) {
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="report-chart-caption">
      <figcaption id="report-chart-caption" className="mb-2 font-semibold">
        Per day: share reached within 3 minutes and median time to reach
      </figcaption>
      <ul className="mb-2 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Chart key">
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block h-0.5 w-6 bg-brand-700" />
          Reached within 3 minutes (%, left axis)
        </li>
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="inline-block w-6 border-t-2 border-dashed border-amber-700" />
          Median time to reach (minutes, right axis)
        </li>
      </ul>
      {/* A picture of the per-day table below, which gives every figure as text. */}
      <div
        role="img"
        aria-label={`Line chart, per day from ${formatReportDay(report.from)} to ${formatReportDay(report.to)}, of the share of callable leads reached within 3 minutes and the median time to reach. The per-day table below gives the same figures.`}
        className="min-h-[260px]"
      >
        <Suspense fallback={<p className="py-24 text-center text-slate-700">Loading the chart...</p>}>
          <SpeedChart report={report} />
        </Suspense>
      </div>
    </figure>
  );
}

export function ReportsPage() {
  const trpc = useTRPC();
  const search = useSearch();
  const [, navigate] = useLocation();
  const range = useMemo(() => rangeFromSearch(search), [search]);
  const report = useQuery({
    ...trpc.admin.reports.speedToLead.queryOptions(range),
    placeholderData: keepPreviousData,
  });
  const show = useCallback(
    (next: ReportRange) => navigate(`${consolePaths.reports}?${new URLSearchParams(next).toString()}`),
    [navigate],
  );
  const data = report.data;

  return (
    <>
      <PageMeta title="Reports – Console" />
      <h1 className="mb-1 text-2xl font-bold">Reports</h1>
      <p className="mb-4 text-slate-700">
        Speed to lead: the sales leads that became callable on each UK day, and how soon someone reached the person,
        counted in office time. Below it, where the leads received on the same days came from and how far each
        flow&apos;s visitors got.
      </p>
      <ReportRangeForm range={range} onChange={show} />
      <div aria-live="polite" aria-busy={report.isFetching} className="mt-4">
        {report.isPending && <p>Loading the report...</p>}
        {report.isError && <p role="alert">{errorText(report.error)}</p>}
      </div>
      {data && (
        <div className="mt-2 grid grid-cols-1 gap-6">
          <Summary report={data} />
          <div>
            <button
              type="button"
              className={outlineButton}
              onClick={() => saveFile(reportCsvName(data), new Blob([reportCsv(data)], { type: 'text/csv' }))}
            >
              Download CSV
            </button>
          </div>
          <Chart report={data} />
          <section aria-labelledby="report-days">
            <h2 id="report-days" className="mb-2 text-lg font-semibold">
              Per day
            </h2>
            <DayTable report={data} />
          </section>
          <section aria-labelledby="report-agents">
            <h2 id="report-agents" className="mb-2 text-lg font-semibold">
              Per agent
            </h2>
            <AgentTable report={data} />
          </section>
          <section aria-labelledby="report-kinds">
            <h2 id="report-kinds" className="mb-2 text-lg font-semibold">
              Per kind of lead
            </h2>
            <KindTable report={data} />
          </section>
          <section aria-labelledby="report-speed-sources">
            <h2 id="report-speed-sources" className="mb-2 text-lg font-semibold">
              Per source
            </h2>
            <SourceTable report={data} />
          </section>
          <section aria-labelledby="report-notes" className="text-sm text-slate-700">
            <h2 id="report-notes" className="mb-1 font-semibold text-ink">
              How the figures are counted
            </h2>
            <ul className="list-disc space-y-1 pl-5">
              <li>
                Callable: a sales lead whose waiting clock started on the day (UK time): a phone number or e-mail became
                known, or the callback window or booked call the customer chose began. Partner registrations and spam
                are not counted.
              </li>
              <li>
                Reached: someone spoke to the person, or they replied to an e-mail. Unanswered calls and voicemails are
                attempts, not reaches.
              </li>
              <li>
                Still waiting: not reached yet and still in To answer. Never reached: the tries ran out, or the lead was
                closed or erased, before anyone reached the person.
              </li>
              <li>
                Reached within 3 minutes: reached in at most 3 minutes of office time, as a share of every callable
                lead, rounded down, so leads still waiting or never reached count against it.
              </li>
              <li>
                Times to reach count office hours only, from when the clock started. The median and 90th percentile are
                interpolated between the two nearest times, as a spreadsheet's MEDIAN and PERCENTILE do.
              </li>
              <li>
                Attempts per reached lead: the calls and e-mails it took, the one that reached the person included.
              </li>
              <li>
                Per agent: who reached the lead, else who it is assigned to; Unassigned are the leads nobody has taken.
              </li>
            </ul>
          </section>
        </div>
      )}
      <div className="mt-8 grid grid-cols-1 gap-8">
        <SourcesReport range={range} />
      </div>
    </>
  );
}
