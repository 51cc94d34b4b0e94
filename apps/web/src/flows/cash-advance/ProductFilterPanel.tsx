import type { ProductFilterKey } from '@sme/domain';
import { useState } from 'react';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import { DisclosureButton } from '../../ui/DisclosureButton.tsx';
import { SlidersHorizontalIcon, XIcon } from './chooser-icons.tsx';
import { filterKinds, selectedFilters, type Catalogue, type FilterKind, type ProductFilters } from './catalogue.ts';
import { useIslandId } from '../../app/use-island-id.ts';

/**
 * The sidebar of 'Choose your product' (ProductFilterPanel), which a phone folds away behind a Filters button. Its
 * code loads after the chooser's (ProductChooser.tsx): until it has run, its controls wait for it.
 */
export function FilterSidebar({
  catalogue,
  filters,
  onChange,
}: {
  catalogue: Catalogue | undefined;
  filters: ProductFilters;
  onChange: (key: ProductFilterKey, value: number | null) => void;
}) {
  const panelId = useIslandId();
  const inPageHtml = useInPageHtml();
  const [panelOpen, setPanelOpen] = useState(false);
  const chosenCount = Object.keys(filters).length;
  return (
    <>
      <DisclosureButton
        className="btn-outline w-full lg:hidden"
        open={panelOpen}
        controls={panelId}
        disabled={inPageHtml}
        onToggle={() => setPanelOpen((open) => !open)}
      >
        <SlidersHorizontalIcon aria-hidden="true" className="size-5" />
        Filters{chosenCount > 0 ? ` (${chosenCount})` : ''}
      </DisclosureButton>
      <section
        id={panelId}
        aria-label="Product filters"
        className={`${panelOpen ? 'block' : 'hidden'} mt-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:mt-0 lg:block`}
      >
        <ProductFilterPanel catalogue={catalogue} filters={filters} disabled={inPageHtml} onChange={onChange} />
        <button
          type="button"
          className="btn-primary mt-6 w-full lg:hidden"
          disabled={inPageHtml}
          onClick={() => setPanelOpen(false)}
        >
          Show products
        </button>
      </section>
    </>
  );
}

/**
 * The filters of 'Choose your product': Product term, Product acquirer (by logo), Product manufacturer and
 * Product feature. One value per kind, so each is a radio group; each has its own Clear all.
 */
export function ProductFilterPanel({
  catalogue,
  filters,
  disabled = false,
  onChange,
}: {
  catalogue: Catalogue | undefined;
  filters: ProductFilters;
  /** Until the page's code has run (a choice would do nothing before it). */
  disabled?: boolean;
  onChange: (key: ProductFilterKey, value: number | null) => void;
}) {
  return (
    <div>
      <h2 className="text-lg font-bold text-ink">Filters</h2>
      <div className="mt-3 divide-y divide-slate-200">
        {filterKinds.map((kind) => (
          <FilterGroup
            key={kind.key}
            kind={kind}
            catalogue={catalogue}
            value={filters[kind.key] ?? null}
            disabled={disabled}
            onChange={(value) => onChange(kind.key, value)}
          />
        ))}
      </div>
    </div>
  );
}

function FilterGroup({
  kind,
  catalogue,
  value,
  disabled,
  onChange,
}: {
  kind: FilterKind;
  catalogue: Catalogue | undefined;
  value: number | null;
  disabled: boolean;
  onChange: (value: number | null) => void;
}) {
  const headingId = useIslandId();
  const options = catalogue ? kind.options(catalogue) : [];
  const logos = kind.key === 'acquirer_id';
  return (
    <fieldset aria-labelledby={headingId} className="min-w-0 py-4 first:pt-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-ink">
          {kind.label}
        </h3>
        <button
          type="button"
          className="min-h-6 shrink-0 rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 disabled:cursor-not-allowed disabled:text-slate-500 disabled:no-underline"
          disabled={disabled || value === null}
          onClick={() => onChange(null)}
        >
          Clear all<span className="sr-only"> {kind.label}</span>
        </button>
      </div>
      <div className={`pt-3 ${logos ? 'grid grid-cols-2 gap-2 lg:grid-cols-1' : 'space-y-1'}`}>
        {options.map((option) => (
          <label
            key={option.id}
            className={
              logos
                ? 'flex min-h-12 min-w-0 cursor-pointer items-center gap-2 rounded-lg border-2 border-slate-200 bg-white px-2 py-1 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-3 has-focus-visible:outline-accent'
                : 'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-1 text-slate-800 hover:bg-slate-100 has-focus-visible:outline-3 has-focus-visible:outline-accent'
            }
          >
            <input
              type="radio"
              name={kind.key}
              value={option.id}
              checked={value === option.id}
              disabled={disabled}
              onChange={() => onChange(option.id)}
              className="size-4 shrink-0 accent-brand-700"
            />
            {option.logo ? (
              <img
                src={option.logo}
                alt={option.name}
                width={240}
                height={80}
                className="h-11 w-full min-w-0 object-contain object-left"
              />
            ) : (
              <span className="min-w-0 [overflow-wrap:anywhere]">{option.name}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The chosen filters as removable chips, each named for what it removes ('Remove 12 months'). */
export function FilterChips({
  catalogue,
  filters,
  onRemove,
  onClearAll,
}: {
  catalogue: Catalogue | undefined;
  filters: ProductFilters;
  onRemove: (key: ProductFilterKey) => void;
  onClearAll: () => void;
}) {
  // Its buttons wait for its code (ProductChooser.tsx loads it after its own).
  const disabled = useInPageHtml();
  const chosen = selectedFilters(filters, catalogue);
  if (chosen.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-wrap gap-2" aria-label="Selected filters">
        {chosen.map(({ kind, option }) => (
          <li key={kind.key}>
            <button
              type="button"
              className="inline-flex min-h-9 max-w-full items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pr-2 pl-3 text-sm font-semibold text-brand-900 hover:bg-brand-100"
              aria-label={`Remove ${option.name}`}
              title={`${kind.label}: ${option.name}`}
              disabled={disabled}
              onClick={() => onRemove(kind.key)}
            >
              <span className="min-w-0 [overflow-wrap:anywhere]">{option.name}</span>
              <XIcon aria-hidden="true" className="size-4 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      {chosen.length > 1 && (
        <button
          type="button"
          className="min-h-9 rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          disabled={disabled}
          onClick={onClearAll}
        >
          Clear all filters
        </button>
      )}
    </div>
  );
}

/**
 * 'Sort by': the catalogue's order (lowest monthly charge) or, once takings are entered, the estimated monthly cost. Its
 * code loads after the chooser's, and it waits for it.
 */
export function SortChoice({
  id,
  sort,
  byCost,
  onSort,
}: {
  id: string;
  sort: 'charge' | 'cost';
  /** Whether there are takings to estimate costs from. */
  byCost: boolean;
  onSort: (sort: 'charge' | 'cost') => void;
}) {
  const inPageHtml = useInPageHtml();
  return (
    <div className="flex items-baseline gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-slate-700">
        Sort by
      </label>
      <select
        id={id}
        className="field-input w-auto py-1.5 text-sm"
        value={sort}
        disabled={inPageHtml}
        onChange={(event) => onSort(event.target.value === 'cost' ? 'cost' : 'charge')}
      >
        <option value="charge">Lowest monthly charge</option>
        <option value="cost" disabled={!byCost}>
          Lowest estimated monthly cost
        </option>
      </select>
    </div>
  );
}
