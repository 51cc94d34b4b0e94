import { leadStatusLabels, leadStatuses } from '@sme/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { errorText } from '../console-errors.ts';
import { savedThen } from '../console-save.ts';
import { outlineButton } from '../console-styles.ts';
import { useWideScreen } from '../use-wide-screen.ts';
import { fetchCsvExport, saveFile } from './download-csv.ts';
import { filtersFromSearch, queryFilters, searchFromFilters, type InboxFilters } from './inbox-filters.ts';
import { InboxFilterBar } from './InboxFilterBar.tsx';
import { LeadCards } from './LeadCards.tsx';
import { LeadTable } from './LeadTable.tsx';
import { CouldNotReachButton, ToAnswerButton } from './ToAnswerButton.tsx';

const tab = 'min-h-9 rounded-full border px-3 py-1 text-sm font-medium';
const tabState = (pressed: boolean) =>
  pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white text-ink hover:bg-brand-50';

const leadsCount = (count: number) => `${count} ${count === 1 ? 'lead' : 'leads'}`;
const businessesCount = (count: number) => `${count} ${count === 1 ? 'business' : 'businesses'}`;

/** Every lead, newest first, refreshed live while open so new ones appear without a reload. */
export function InboxPage({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const assign = useMutation(
    trpc.admin.leads.assign.mutationOptions(
      savedThen('Assigned to you', () => queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() })),
    ),
  );
  const search = useSearch();
  const [, navigate] = useLocation();
  const filters = filtersFromSearch(search);

  const list = useQuery({
    ...trpc.admin.leads.list.queryOptions({ ...queryFilters(filters), page: filters.page }),
    // No polling: the console's live view refreshes it on every change (use-live-console.ts), and reads it every
    // 30 s only while that stream is down.
    refetchOnWindowFocus: true,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

  /** A new filter starts again at page 1; the filters and page live in the address, so reload and Back keep them. */
  const change = useCallback(
    (next: Partial<InboxFilters>, { replace = false }: { replace?: boolean } = {}) => {
      const current = filtersFromSearch(window.location.search);
      navigate(`/admin${searchFromFilters({ ...current, page: 1, ...next })}`, { replace });
    },
    [navigate],
  );

  // A mutation, so a refusal for an ended session sends the console back to its sign-in form (ConsoleApp).
  const exporter = useMutation({
    mutationFn: () => fetchCsvExport(searchFromFilters({ ...filters, page: 1 })),
    onSuccess: ({ filename, file, rows }) => {
      saveFile(filename, file);
      toast.success(`${leadsCount(rows)} exported`);
    },
    onError: (error) => toast.error(errorText(error)),
  });

  const [searchPending, setSearchPending] = useState(false);
  // New filters' rows on their way, the last ones still shown (keepPreviousData), or a search still being typed.
  const settling = searchPending || list.isPlaceholderData;

  const data = list.data;
  const toAnswer = filters.view === 'to-answer';
  const couldNotReach = filters.view === 'could-not-reach';
  const inView = toAnswer || couldNotReach;
  const viewLabel = toAnswer
    ? 'Leads to answer, earliest due first'
    : couldNotReach
      ? 'Leads nobody could reach, to close'
      : null;
  const all = data ? Object.values(data.statusCounts).reduce((sum, count) => sum + count, 0) : 0;
  const summary = list.isPending
    ? 'Loading leads...'
    : !data
      ? ''
      : data.total === 0
        ? toAnswer
          ? 'Nobody is waiting for a first contact.'
          : couldNotReach
            ? 'No lead is waiting to be closed after its last try.'
            : 'No leads match these filters.'
        : filters.onePerBusiness
          ? businessesCount(data.total)
          : leadsCount(data.total);

  // A table on a desk; on a phone, a card per lead (the table would scroll sideways).
  const wide = useWideScreen();
  const rows = data && {
    rows: data.rows,
    search: search ? `?inbox=${encodeURIComponent(search)}` : '',
    userId,
    onAssignToMe: (id: string) => assign.mutate({ id, assigneeId: userId }),
    assigning: assign.isPending ? assign.variables.id : null,
    clock: data.clock,
    receivedAt: list.dataUpdatedAt,
  };

  const exportButton = (
    <button type="button" className={outlineButton} onClick={() => exporter.mutate()} disabled={exporter.isPending}>
      Export CSV
    </button>
  );

  return (
    <>
      <PageMeta title="Leads – Console" />
      {/* The title, the status tabs and the export share a line on a desk; on a phone the tabs go under the title. */}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
        <h1 className="text-2xl font-bold">Leads</h1>
        {!wide && exportButton}
        <div className="flex flex-wrap gap-2 lg:flex-1" role="group" aria-label="Show leads by status">
          <ToAnswerButton pressed={toAnswer} onClick={() => change({ view: 'to-answer', status: undefined })} />
          <CouldNotReachButton
            pressed={couldNotReach}
            onClick={() => change({ view: 'could-not-reach', status: undefined })}
          />
          <button
            type="button"
            className={`${tab} ${tabState(!filters.status && !inView)}`}
            aria-pressed={!filters.status && !inView}
            onClick={() => change({ status: undefined, view: undefined })}
          >
            All {all}
          </button>
          {leadStatuses.map((status) => (
            <button
              key={status}
              type="button"
              className={`${tab} ${tabState(filters.status === status && !inView)}`}
              aria-pressed={filters.status === status && !inView}
              onClick={() => change({ status, view: undefined })}
            >
              {leadStatusLabels[status]} {data?.statusCounts[status] ?? 0}
            </button>
          ))}
        </div>
        {wide && exportButton}
      </div>

      <InboxFilterBar filters={filters} onChange={change} onSearchPending={setSearchPending} />

      {/* While a search settles (typed, then asked for) the rows shown are about to be replaced: they take no click, so
          a click cannot land on whichever row the new list puts under the pointer. Not dimmed: it lasts a moment, and
          faded text would fail contrast. */}
      <div className={`mt-3 ${settling ? 'pointer-events-none' : ''}`} aria-busy={settling}>
        {/* Always present, so a screen reader hears the count change when filters apply or new leads arrive. */}
        <p role="status" className="mb-1 text-sm font-medium text-slate-700">
          {summary}
        </p>
        {list.isError && (
          <p role="alert" className="mb-2 text-red-700">
            {errorText(list.error)}
          </p>
        )}
        {rows &&
          rows.rows.length > 0 &&
          (wide ? (
            <LeadTable {...rows} {...(viewLabel ? { caption: viewLabel } : {})} />
          ) : (
            <LeadCards {...rows} {...(viewLabel ? { label: viewLabel } : {})} />
          ))}
        {data && data.total > 0 && data.rows.length === 0 && <p>This page is past the last lead.</p>}
      </div>

      {data && data.total > 0 && (
        <nav aria-label="Pages of leads" className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={outlineButton}
            disabled={filters.page <= 1}
            onClick={() => change({ page: Math.min(filters.page - 1, data.pageCount) })}
          >
            Previous
          </button>
          <span>
            Page {data.page} of {data.pageCount}
          </span>
          <button
            type="button"
            className={outlineButton}
            disabled={filters.page >= data.pageCount}
            onClick={() => change({ page: filters.page + 1 })}
          >
            Next
          </button>
        </nav>
      )}
    </>
  );
}
