import {
  CARD_MACHINE_VAT_PERCENT,
  messages,
  PRODUCT_NOT_SURE,
  upfrontClaim,
  type ProductFilterKey,
  type UpfrontClaim,
} from '@sme/domain';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { loadApi } from '../../app/lazy-api.ts';
import type { PostedForm } from '../../forms/posted-form.ts';
import { useSubmission } from '../../forms/use-submission.ts';
import { laterPart } from '../../app/later-part.ts';
import { toast } from '../../ui/toast.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import { afterProductChosen, cashAdvanceForms } from './cash-advance-forms.ts';
import {
  blankTakings,
  chooserQueryOf,
  productsWithCosts,
  searchOf,
  takingsOf,
  withFilter,
  type Catalogue,
  type ChooserQuery,
  type ProductFilters,
  type TypedTakings,
} from './catalogue.ts';
import { replacePageQuery, usePageSearch } from '../../app/page-address.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

type ProductChoice = number | typeof PRODUCT_NOT_SURE;

// What loads after the chooser's code (chooser-parts.ts), rendered in place by the server (preloadChooserParts): the
// estimator (its rules), a GET form to this page that works before then; the filters, the sort and the chips, which
// wait for it; and the cards, whose Select buttons are this list's form's own.
const parts = () => import('./chooser-parts.ts');
const CardCostEstimator = laterPart(() => parts().then((module) => module.CardCostEstimator));
const FilterSidebar = laterPart(() => parts().then((module) => module.FilterSidebar));
const SortChoice = laterPart(() => parts().then((module) => module.SortChoice));
const FilterChips = laterPart(() => parts().then((module) => module.FilterChips));
const ProductList = laterPart(() => parts().then((module) => module.ProductList));

/** What the chooser's server render needs loaded first (laterPart). */
export const preloadChooserParts = () =>
  Promise.all([
    CardCostEstimator.preload(),
    FilterSidebar.preload(),
    FilterChips.preload(),
    SortChoice.preload(),
    ProductList.preload(),
  ]);

/** The catalogue's answer for one set of filters, as the chooser has it. */
interface CatalogueRead {
  data?: Catalogue;
  error?: unknown;
}
const keyOf = (filters: ProductFilters) => JSON.stringify(filters);

/**
 * The catalogue for the chosen filters, read through the tab's tRPC client (no query cache: the page's render read the
 * first). While another set loads, the last one read stays shown (`placeholder`); a refused read is its error.
 */
function useCatalogue(filters: ProductFilters, seeds: Record<string, Catalogue | undefined>) {
  const [reads, setReads] = useState<Record<string, CatalogueRead>>(() =>
    Object.fromEntries(Object.entries(seeds).flatMap(([key, data]) => (data ? [[key, { data }]] : []))),
  );
  const key = keyOf(filters);
  const read = reads[key];
  // The last set shown with its products: shown, dimmed, while the next one loads.
  const [shownKey, setShownKey] = useState(key);
  if (read?.data && shownKey !== key) setShownKey(key);
  useEffect(() => {
    if (read?.data || read?.error) return;
    let current = true;
    void loadApi()
      .then((api) => api.cashAdvance.catalogue.query(JSON.parse(key) as ProductFilters))
      .then(
        ({ collections }) => setReads((now) => ({ ...now, [key]: { data: collections } })),
        (error: unknown) => {
          if (!current) return;
          setReads((now) => ({ ...now, [key]: { error } }));
          // A refused product list (spec §8): each message the server sent, as a toast.
          toastErrors(error);
        },
      );
    return () => {
      current = false;
    };
  }, [key, read]);
  const shown = reads[shownKey]?.data;
  return {
    data: read?.data ?? (read?.error ? undefined : shown),
    isError: read?.error !== undefined,
    isFetching: !read,
    isPlaceholder: !read && shown !== undefined,
    // Try again: this set is read once more.
    refetch: () =>
      setReads((now) => {
        const next = { ...now };
        delete next[key];
        return next;
      }),
  };
}

/** The page's query as its address holds it now. */
const queryNow = () => chooserQueryOf(new URLSearchParams(window.location.search));

/**
 * The page's query with `next` in it, in its address: replaced, not pushed (Back leaves the page, and comes back to it
 * with these choices, rather than undoing each one). Functions of the address, so the parts that load later are
 * handed callbacks that never change (laterPart).
 */
function replaceQuery(next: Partial<ChooserQuery>) {
  const query = { ...queryNow(), ...next };
  replacePageQuery(searchOf(query));
}
const setFilter = (key: ProductFilterKey, value: number | null) =>
  replaceQuery({ filters: withFilter(queryNow().filters, key, value) });
const removeFilter = (key: ProductFilterKey) => setFilter(key, null);
const clearFilters = () => replaceQuery({ filters: {} });
const setSort = (sort: ChooserQuery['sort']) => replaceQuery({ sort });
const applyTakings = (typed: TypedTakings) => replaceQuery({ typed, sort: 'cost' });
const clearTakings = () => replaceQuery({ typed: blankTakings, sort: 'charge' });

/**
 * The card machines of 'Choose your product', filtered in the sidebar, with the cost estimator and a 'Not sure' card
 * (spec §2, §4). The filters and the estimator's inputs live in the page's address (replaced, not pushed: Back leaves
 * the page, and comes back to it with these choices), and the list is read again for each set of filters. The list
 * is a plain form (cash-advance-forms.ts): each Select is a submit button naming its product, so a choice made before
 * the page's code arrived is taken by the server; with the code, Select stores the choice itself and `onChosen`
 * goes on to booking. What needs the code to work (the filters, the sort, the chips) waits for it.
 */
export function ProductChooser({
  id,
  businessName,
  currentChoice,
  lists,
  current,
  posted,
  onChosen,
}: {
  id: string;
  businessName: string;
  currentChoice: number | string | null;
  /** The unfiltered catalogue, with every filter's list, as the page's render read it. */
  lists: Catalogue | undefined;
  /** The catalogue for the page's filters, as the page's render read it. */
  current: Catalogue | undefined;
  /** A choice sent before the page's code arrived that the server did not take. */
  posted?: PostedForm;
  /** Where a stored choice leads (booking). */
  onChosen: (href: string) => void;
}) {
  const panelId = useIslandId();
  const search = usePageSearch();
  const query = useMemo(() => chooserQueryOf(new URLSearchParams(search)), [search]);
  const { filters, typed, sort } = query;
  const takings = useMemo(() => takingsOf(typed), [typed]);
  // Every filter's list comes with the unfiltered catalogue (read by the page's render), so the sidebar keeps its
  // choices even while, or if, a filtered list fails.
  const [seeds] = useState(() => ({ [keyOf({})]: lists, ...(current && { [keyOf(filters)]: current }) }));
  const catalogue = useCatalogue(filters, seeds);
  const filterLists = lists ?? catalogue.data;
  const products = catalogue.data?.products;
  const ordered = useMemo(
    () => products && productsWithCosts(products, takings, sort).map(({ product }) => product),
    [products, takings, sort],
  );

  const { busy, submit } = useSubmission();
  const [saving, setSaving] = useState<ProductChoice | null>(null);
  const [sentAgain, setSentAgain] = useState(false);
  const problems = sentAgain ? [] : (posted?.problems ?? []);
  const choose = (productId: ProductChoice) => {
    setSentAgain(true);
    // A transition: should the cards' code not have come yet, React shows 'Saving...' once it has adopted them.
    startTransition(() => setSaving(productId));
    void submit(
      (api) => api.cashAdvance.update.mutate({ id, product_id: productId, ...(takings && { cardTakings: takings }) }),
      {
        onSuccess: () => onChosen(afterProductChosen(id)),
        onError: () => {
          startTransition(() => setSaving(null));
          toast.error(messages.somethingWrong);
        },
      },
    );
  };

  return (
    <>
      <p className="mt-2 max-w-3xl text-slate-700" data-testid="chooser-intro">
        Card machines for <strong className="font-semibold text-ink">{businessName}</strong>
        {upfrontWords(products && upfrontClaim(products))} Monthly charges and set-up fees exclude VAT at{' '}
        {CARD_MACHINE_VAT_PERCENT}%; card fees carry no VAT. Filter them, pick one, or choose Not sure and an adviser
        will help you decide.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-8">
        <div className="min-w-0">
          <FilterSidebar catalogue={filterLists} filters={filters} onChange={setFilter} />
        </div>

        <section aria-labelledby={`${panelId}-products`} className="min-w-0">
          <div className="mb-6">
            <CardCostEstimator typed={typed} filters={filters} onApply={applyTakings} onClear={clearTakings} />
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <h2 id={`${panelId}-products`} className="text-xl font-bold text-ink">
              Card machines
            </h2>
            <SortChoice
              id={`${panelId}-sort`}
              sort={takings ? sort : 'charge'}
              byCost={takings !== null}
              onSort={setSort}
            />
            <p role="status" className="text-sm font-semibold text-slate-700" data-testid="product-count">
              {catalogue.isError
                ? ''
                : !products
                  ? 'Loading products...'
                  : products.length === 1
                    ? '1 product'
                    : `${products.length} products`}
            </p>
          </div>
          <div className="mt-3">
            <FilterChips catalogue={filterLists} filters={filters} onRemove={removeFilter} onClearAll={clearFilters} />
          </div>

          {catalogue.isError && (
            <div className="mt-6 rounded-xl bg-red-50 p-6 text-red-800">
              <p>We couldn&apos;t load the card machines for these filters.</p>
              <button type="button" className="btn-outline mt-3" onClick={catalogue.refetch}>
                Try again
              </button>
            </div>
          )}
          {products && !catalogue.isError && products.length === 0 && (
            <p className="mt-6 rounded-xl bg-white p-6 text-slate-700">
              No card machines match these filters. Remove a filter, or choose Not sure below.
            </p>
          )}

          <form
            method="post"
            noValidate
            aria-labelledby={`${panelId}-products`}
            onSubmit={(event) => {
              event.preventDefault();
              // The Select pressed: its value names the product, or 'Not sure'.
              const select = (event.nativeEvent as SubmitEvent).submitter;
              if (busy || !(select instanceof HTMLButtonElement) || select.name !== 'product_id') return;
              choose(select.value === PRODUCT_NOT_SURE ? PRODUCT_NOT_SURE : Number(select.value));
            }}
          >
            <input type="hidden" name="form" value={cashAdvanceForms.product} />
            <input type="hidden" name="id" value={id} />
            {/* The takings the costs shown are worked out from: stored with the choice, as the code sends them. */}
            {takings &&
              (['takings', 'sale', 'credit'] as const).map((name) =>
                typed[name] ? <input key={name} type="hidden" name={name} value={typed[name]} /> : null,
              )}
            {problems.length > 0 && (
              <div role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-red-800">
                {problems.map((problem) => (
                  <p key={problem}>{problem}</p>
                ))}
              </div>
            )}
            <div
              className={`mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3 ${catalogue.isPlaceholder ? 'opacity-60' : ''}`}
              aria-busy={catalogue.isFetching || undefined}
              data-testid="product-list"
            >
              <ProductList
                products={catalogue.isError ? undefined : ordered}
                takings={takings}
                currentChoice={currentChoice}
                saving={saving}
              />
            </div>
          </form>
        </section>
      </div>
    </>
  );
}

/**
 * What the intro says of the upfront cost, true of every machine shown: '£0 upfront' only when none has a set-up fee;
 * otherwise how many have none (or that each has one). Nothing while the list loads or when it is empty.
 */
function upfrontWords(claim: UpfrontClaim | null | undefined): string {
  const costs = 'a monthly charge and fees on card payments';
  if (!claim) return `, each with ${costs}.`;
  if (claim.setUpFees === 'none') return `, each with £0 upfront, ${costs}.`;
  if (claim.setUpFees === 'all') return `, each with a set-up fee, ${costs}.`;
  return `, each with ${costs}; ${claim.free} of the ${claim.of} have no set-up fee.`;
}
