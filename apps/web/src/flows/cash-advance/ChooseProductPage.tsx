import {
  CARD_MACHINE_VAT_PERCENT,
  messages,
  PRODUCT_NOT_SURE,
  serverMessages,
  upfrontClaim,
  type ProductFilterKey,
  type UpfrontClaim,
} from '@sme/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from '../../ui/toast.ts';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { deferred } from '../../app/deferred.tsx';
import { useTRPC } from '../../app/trpc.ts';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { DisclosureButton } from '../../ui/DisclosureButton.tsx';
import { toastErrors } from '../../ui/toast-errors.ts';
import { LeadStepShell } from '../shared/wizard-step.tsx';
import { CashAdvanceFrame } from './CashAdvanceFrame.tsx';
import {
  blankTakings,
  chooserQueryOf,
  productsWithCosts,
  searchOf,
  takingsOf,
  withFilter,
  type ChooserQuery,
  type ProductFilters,
  type TypedTakings,
} from './catalogue.ts';
import { NotSureCard, ProductCard } from './ProductCard.tsx';
import { FilterChips, ProductFilterPanel } from './ProductFilterPanel.tsx';

type ProductChoice = number | typeof PRODUCT_NOT_SURE;

// The estimator's form loads after the page (the list and its cards do not wait for it); the server renders it.
const CardCostEstimator = deferred(() => import('./CardCostEstimator.tsx').then((module) => module.default));

/**
 * merchant-service/choose-product/{id} (spec §2, §4): the card machines, filtered in the sidebar, and a 'Not
 * sure' card. Select stores the choice on the application and goes on to booking. An unknown application is the
 * 404 page.
 */
export default function ChooseProductPage({ params }: PageProps) {
  const id = params.id ?? '';
  const trpc = useTRPC();
  const summary = useQuery({ ...trpc.cashAdvance.summary.queryOptions({ id }), retryOnMount: false });

  return (
    <LeadStepShell answers={summary} notFound={serverMessages.applicationNotFound} restartHref={paths.merchantService}>
      {(data, loading) => (
        <CashAdvanceFrame
          title="Choose your product"
          description="Compare card machines by monthly charge, card fees and set-up fee, filtered by term, acquirer, manufacturer and feature."
        >
          {data ? (
            <ProductChooser
              id={data.collections.id}
              businessName={data.collections.business_name}
              currentChoice={data.collections.product_id}
            />
          ) : (
            <div className="mt-8">{loading}</div>
          )}
          <BrokerDisclosure kind="funding" className="mt-10" />
        </CashAdvanceFrame>
      )}
    </LeadStepShell>
  );
}

function ProductChooser({
  id,
  businessName,
  currentChoice,
}: {
  id: string;
  businessName: string;
  currentChoice: number | string | null;
}) {
  const panelId = useId();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const query = useMemo(() => chooserQueryOf(new URLSearchParams(search)), [search]);
  const { filters, typed, sort } = query;
  const takings = useMemo(() => takingsOf(typed), [typed]);
  // Replaced, not pushed: Back leaves the page (and comes back to it with these choices) rather than undoing each one.
  const setQuery = (next: Partial<ChooserQuery>) =>
    navigate(`${location}${searchOf({ ...query, ...next })}`, { replace: true });
  const setFilters = (next: ProductFilters) => setQuery({ filters: next });
  // Stable, so the estimator's server markup is kept until its code arrives (deferred).
  const queryRef = useLatest(query);
  const applyTakings = useCallback(
    (next: TypedTakings) =>
      navigate(`${location}${searchOf({ ...queryRef.current, typed: next, sort: 'cost' })}`, { replace: true }),
    [location, navigate, queryRef],
  );
  const clearTakings = useCallback(
    () =>
      navigate(`${location}${searchOf({ ...queryRef.current, typed: blankTakings, sort: 'charge' })}`, {
        replace: true,
      }),
    [location, navigate, queryRef],
  );
  const [panelOpen, setPanelOpen] = useState(false);
  // Every filter's list comes with the unfiltered catalogue (prefetched by the server render), so the sidebar
  // keeps its choices even while, or if, a filtered list fails.
  const lists = useQuery(trpc.cashAdvance.catalogue.queryOptions({}));
  const catalogue = useQuery({
    ...trpc.cashAdvance.catalogue.queryOptions(filters),
    placeholderData: keepPreviousData,
  });
  const update = useMutation(trpc.cashAdvance.update.mutationOptions());

  useEffect(() => {
    // A refused product list (spec §8): each message the server sent, as a toast.
    if (catalogue.error) toastErrors(catalogue.error);
  }, [catalogue.error]);

  const filterLists = lists.data?.collections ?? catalogue.data?.collections;
  const products = catalogue.data?.collections.products;
  const rows = useMemo(() => products && productsWithCosts(products, takings, sort), [products, takings, sort]);
  const chosenCount = Object.keys(filters).length;
  const setFilter = (key: ProductFilterKey, value: number | null) => setFilters(withFilter(filters, key, value));

  const choose = (productId: ProductChoice) =>
    update.mutate(
      { id, product_id: productId, ...(takings && { cardTakings: takings }) },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: trpc.cashAdvance.summary.queryKey({ id }) });
          navigate(paths.calendly('cash-advance', id));
        },
        onError: () => toast.error(messages.somethingWrong),
      },
    );
  const selectState = (productId: ProductChoice) => ({
    busy: update.isPending,
    saving: update.isPending && update.variables?.product_id === productId,
  });

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
          <DisclosureButton
            className="btn-outline w-full lg:hidden"
            open={panelOpen}
            controls={panelId}
            onToggle={() => setPanelOpen((open) => !open)}
          >
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            Filters{chosenCount > 0 ? ` (${chosenCount})` : ''}
          </DisclosureButton>
          <section
            id={panelId}
            aria-label="Product filters"
            className={`${panelOpen ? 'block' : 'hidden'} mt-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:mt-0 lg:block`}
          >
            <ProductFilterPanel catalogue={filterLists} filters={filters} onChange={setFilter} />
            <button type="button" className="btn-primary mt-6 w-full lg:hidden" onClick={() => setPanelOpen(false)}>
              Show products
            </button>
          </section>
        </div>

        <section aria-labelledby={`${panelId}-products`} className="min-w-0">
          <div className="mb-6">
            <CardCostEstimator typed={typed} onApply={applyTakings} onClear={clearTakings} />
          </div>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
            <h2 id={`${panelId}-products`} className="text-xl font-bold text-ink">
              Card machines
            </h2>
            <div className="flex items-baseline gap-2">
              <label htmlFor={`${panelId}-sort`} className="text-sm font-semibold text-slate-700">
                Sort by
              </label>
              <select
                id={`${panelId}-sort`}
                className="field-input w-auto py-1.5 text-sm"
                value={takings ? sort : 'charge'}
                onChange={(event) => setQuery({ sort: event.target.value === 'cost' ? 'cost' : 'charge' })}
              >
                <option value="charge">Lowest monthly charge</option>
                <option value="cost" disabled={!takings}>
                  Lowest estimated monthly cost
                </option>
              </select>
            </div>
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
            <FilterChips
              catalogue={filterLists}
              filters={filters}
              onRemove={(key) => setFilter(key, null)}
              onClearAll={() => setFilters({})}
            />
          </div>

          {catalogue.isError && (
            <div className="mt-6 rounded-xl bg-red-50 p-6 text-red-800">
              <p>We couldn&apos;t load the card machines for these filters.</p>
              <button type="button" className="btn-outline mt-3" onClick={() => void catalogue.refetch()}>
                Try again
              </button>
            </div>
          )}
          {products && !catalogue.isError && products.length === 0 && (
            <p className="mt-6 rounded-xl bg-white p-6 text-slate-700">
              No card machines match these filters. Remove a filter, or choose Not sure below.
            </p>
          )}

          <div
            className={`mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3 ${catalogue.isPlaceholderData ? 'opacity-60' : ''}`}
            aria-busy={catalogue.isFetching || undefined}
            data-testid="product-list"
          >
            {!catalogue.isError &&
              rows?.map(({ product }) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  takings={takings}
                  current={currentChoice === product.id}
                  state={selectState(product.id)}
                  onSelect={() => choose(product.id)}
                />
              ))}
            <NotSureCard
              current={currentChoice === PRODUCT_NOT_SURE}
              state={selectState(PRODUCT_NOT_SURE)}
              onSelect={() => choose(PRODUCT_NOT_SURE)}
            />
          </div>
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

/** A ref that always holds the latest value: callbacks read it without changing when it does. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
