import { leadKindLabels, leadKinds, leadStatusLabels, leadStatuses, ukDay } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { AssigneeOptions } from '../AssigneeOptions.tsx';
import { ConsoleField, LabelledOptions } from '../ConsoleField.tsx';
import { outlineButton } from '../console-styles.ts';
import { useWideScreen } from '../use-wide-screen.ts';
import type { InboxFilters } from './inbox-filters.ts';

const select = 'field-input min-h-10 py-1.5';

/** Kind, status, assignee, dates and the search box; each change goes back to page 1. */
export function InboxFilterBar({
  filters,
  onChange,
  onSearchPending,
}: {
  filters: InboxFilters;
  onChange: (next: Partial<InboxFilters>, options?: { replace?: boolean }) => void;
  /** Typed text not yet searched for (typing has not paused): the list shown is about to change. */
  onSearchPending: (pending: boolean) => void;
}) {
  const urlQ = filters.q ?? '';
  const [q, setQ] = useState(urlQ);
  // When the address changes by itself (Back, the Leads link), the box shows its search, not the old text.
  const [seenUrlQ, setSeenUrlQ] = useState(urlQ);
  if (urlQ !== seenUrlQ) {
    setSeenUrlQ(urlQ);
    if (urlQ !== q.trim()) setQ(urlQ);
  }

  // The search box asks once typing pauses, not at every key; typing replaces the address instead of adding
  // one history entry per pause.
  useEffect(() => {
    if (urlQ === q.trim()) {
      onSearchPending(false);
      return;
    }
    const timer = setTimeout(() => onChange({ q: q.trim() || undefined }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [q, urlQ, onChange, onSearchPending]);

  // Kind, status, assignee and where leads came from: the first option, '' (no filter), is named by `anyLabel`.
  const filterSelect = (name: SelectFilter, label: string, anyLabel: string, options: ReactNode) => (
    <ConsoleField id={`inbox-${name}`} label={label}>
      <select
        id={`inbox-${name}`}
        className={select}
        value={filters[name] ?? ''}
        onChange={(event) => onChange({ [name]: event.target.value || undefined } as Partial<InboxFilters>)}
      >
        <option value="">{anyLabel}</option>
        {options}
      </select>
    </ConsoleField>
  );

  // On a desk, the search, kind, status and assignee show in one line and the rest fold behind "More filters"; on a
  // phone, only the search shows and every other filter folds behind "Filters". A folded filter still applies, and
  // its button counts the ones in use.
  const wide = useWideScreen();
  const [open, setOpen] = useState(false);
  const inUse = (wide ? deskFolded : phoneFolded).filter((name) => filters[name] !== undefined).length;
  const main = (
    <>
      {filterSelect('kind', 'Kind', 'All kinds', <LabelledOptions values={leadKinds} labels={leadKindLabels} />)}
      {filterSelect(
        'status',
        'Status',
        'Any status',
        <LabelledOptions values={leadStatuses} labels={leadStatusLabels} />,
      )}
      {filterSelect(
        'assignee',
        'Assigned to',
        'Anyone',
        <>
          <option value="unassigned">Unassigned</option>
          <AssigneeOptions />
        </>,
      )}
    </>
  );

  return (
    <form
      role="search"
      aria-label="Filter leads"
      className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-3 lg:grid-cols-[minmax(12rem,1fr)_repeat(3,minmax(0,11rem))_auto_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ q: q.trim() || undefined }, { replace: true });
      }}
    >
      <ConsoleField id="inbox-search" label="Search" className="min-w-0">
        <input
          id="inbox-search"
          type="search"
          className={select}
          placeholder="Business, name, e-mail, phone or postcode"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            // Said with the keystroke, not after the next render: a click straight after typing must find it.
            onSearchPending(event.target.value.trim() !== urlQ);
          }}
        />
      </ConsoleField>
      {wide && (
        <>
          {main}
          <TodayChip filters={filters} onChange={onChange} />
        </>
      )}
      <button
        type="button"
        className={`${outlineButton} px-3`}
        aria-expanded={open}
        aria-controls="inbox-more-filters"
        onClick={() => setOpen(!open)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4 shrink-0" />
        {wide ? 'More filters' : 'Filters'}
        {inUse > 0 && <span className="font-normal">({inUse} on)</span>}
      </button>
      <div
        id="inbox-more-filters"
        className={`${open ? 'grid' : 'hidden'} col-span-full grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-6`}
      >
        {!wide && main}
        <div className="col-span-2 grid grid-cols-2 items-end gap-3 sm:col-span-3 sm:grid-cols-[1fr_1fr_auto] lg:col-span-2">
          {(['from', 'to'] as const).map((bound) => (
            <ConsoleField key={bound} id={`inbox-${bound}`} label={bound === 'from' ? 'From' : 'To'}>
              <input
                id={`inbox-${bound}`}
                type="date"
                className={select}
                value={filters[bound] ?? ''}
                onChange={(event) => onChange({ [bound]: event.target.value || undefined })}
              />
            </ConsoleField>
          ))}
          {!wide && <TodayChip filters={filters} onChange={onChange} />}
        </div>
        <SourceFilters filters={filters} filterSelect={filterSelect} />
        <label className="col-span-2 flex min-h-10 items-center gap-2 font-medium sm:col-span-3 lg:col-span-6">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={filters.onePerBusiness === true}
            onChange={(event) => onChange({ onePerBusiness: event.target.checked ? true : undefined })}
          />
          One row per business
        </label>
      </div>
    </form>
  );
}

/** The filters behind "More filters" on a desk, and behind "Filters" on a phone. */
const deskFolded = ['from', 'to', 'source', 'medium', 'campaign', 'partner', 'onePerBusiness'] as const;
const phoneFolded = ['kind', 'status', 'assignee', ...deskFolded] as const;

type SelectFilter = 'kind' | 'status' | 'assignee' | 'source' | 'medium' | 'campaign' | 'partner';

/**
 * Source, medium and campaign from the values the leads have, and the partner who referred them (or none). A value
 * in the address that no lead has any more stays a choice, so the select never shows another filter than the list's.
 */
function SourceFilters({
  filters,
  filterSelect,
}: {
  filters: InboxFilters;
  filterSelect: (name: SelectFilter, label: string, anyLabel: string, options: ReactNode) => ReactNode;
}) {
  const trpc = useTRPC();
  const choices = useQuery(trpc.admin.leads.sourceChoices.queryOptions());
  const partners = useQuery(trpc.admin.partners.options.queryOptions());
  const options = (values: string[] | undefined, chosen: string | undefined) =>
    [...new Set([...(values ?? []), ...(chosen ? [chosen] : [])])].map((value) => (
      <option key={value} value={value}>
        {value}
      </option>
    ));
  return (
    <>
      {filterSelect('source', 'Source', 'Any source', options(choices.data?.sources, filters.source))}
      {filterSelect('medium', 'Medium', 'Any medium', options(choices.data?.media, filters.medium))}
      {filterSelect('campaign', 'Campaign', 'Any campaign', options(choices.data?.campaigns, filters.campaign))}
      {filterSelect(
        'partner',
        'Referred by',
        'Anyone or no one',
        <>
          <option value="none">No partner</option>
          {(partners.data ?? []).map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name} ({partner.code})
            </option>
          ))}
          {filters.partner && filters.partner !== 'none' && !partners.data?.some((p) => p.id === filters.partner) && (
            <option value={filters.partner}>
              {partners.data ? 'A partner no longer listed' : 'Loading partners...'}
            </option>
          )}
        </>,
      )}
    </>
  );
}

/** Today's leads in one press: From and To set to today in the UK; pressed again, the dates go. */
function TodayChip({ filters, onChange }: { filters: InboxFilters; onChange: (next: Partial<InboxFilters>) => void }) {
  const today = ukDay(new Date());
  const on = filters.from === today && filters.to === today;
  return (
    <button
      type="button"
      aria-pressed={on}
      className={`min-h-10 justify-self-start rounded-full border-2 px-4 py-1.5 font-semibold ${
        on ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 bg-white text-slate-900 hover:bg-slate-50'
      }`}
      onClick={() => onChange(on ? { from: undefined, to: undefined } : { from: today, to: today })}
    >
      Today
    </button>
  );
}
