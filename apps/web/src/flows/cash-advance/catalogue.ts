import type { RouterOutputs } from '@sme/api';
import {
  cardMachineCostBreakdown,
  cardTakingsAllowed,
  estimatedMonthlyCostPence,
  type CardMachineCharges,
  type CardMachineCostBreakdown,
  type CardTakings,
  type ProductFilterKey,
} from '@sme/domain';

/** What cashAdvance.catalogue answers: the matching products and every filter's full list. */
export type Catalogue = RouterOutputs['cashAdvance']['catalogue']['collections'];
export type Product = Catalogue['products'][number];

/** One filter option; acquirers carry a logo URL too. */
export interface FilterOption {
  id: number;
  name: string;
  logo?: string;
}

/** The chosen filters: at most one value per kind (spec §4 Product filters). */
export type ProductFilters = Partial<Record<ProductFilterKey, number>>;

export interface FilterKind {
  key: ProductFilterKey;
  label: string;
  options: (catalogue: Catalogue) => FilterOption[];
}

/** The sidebar's four filters, in the spec's order. */
export const filterKinds: readonly FilterKind[] = [
  { key: 'term_id', label: 'Product term', options: (catalogue) => catalogue.product_terms },
  { key: 'acquirer_id', label: 'Product acquirer', options: (catalogue) => catalogue.product_acquirers },
  { key: 'manufacturer_id', label: 'Product manufacturer', options: (catalogue) => catalogue.product_manufacturers },
  { key: 'feature_id', label: 'Product feature', options: (catalogue) => catalogue.product_features },
];

/** The filters with one kind set to a value, or cleared (the key is dropped, so `{}` is the unfiltered list). */
export function withFilter(filters: ProductFilters, key: ProductFilterKey, value: number | null): ProductFilters {
  const next: ProductFilters = { ...filters };
  if (value === null) delete next[key];
  else next[key] = value;
  return next;
}

/** The chosen filters as chips: kind, and the chosen option's name (when the list knows it). */
export function selectedFilters(
  filters: ProductFilters,
  catalogue: Catalogue | undefined,
): { kind: FilterKind; option: FilterOption }[] {
  return filterKinds.flatMap((kind) => {
    const value = filters[kind.key];
    if (value === undefined) return [];
    const option = catalogue && kind.options(catalogue).find((candidate) => candidate.id === value);
    return [{ kind, option: option ?? { id: value, name: `${kind.label} ${value}` } }];
  });
}

/**
 * The chosen filters from the page's query (?term_id=2&manufacturer_id=5): they live in the URL, so a reload or the
 * browser's Back keeps them, and a filtered list can be shared. Anything but a positive whole number is ignored.
 */
export function filtersFromSearch(search: URLSearchParams): ProductFilters {
  const filters: ProductFilters = {};
  for (const { key } of filterKinds) {
    const value = search.get(key);
    if (value && /^[1-9]\d{0,8}$/.test(value)) filters[key] = Number(value);
  }
  return filters;
}

/** How the list is ordered: as the catalogue answers it (lowest monthly charge first), or by estimated cost. */
export type ProductSort = 'charge' | 'cost';

/**
 * Everything the page's address holds: the filters, what the visitor typed into the cost estimator (kept as typed,
 * so a reload shows the same text) and the order. ?takings=12500&sale=20&credit=10&sort=cost
 */
export interface ChooserQuery {
  filters: ProductFilters;
  typed: TypedTakings;
  sort: ProductSort;
}

/** The estimator's fields as typed (plain numbers in the address); blank when not given. */
export interface TypedTakings {
  takings: string;
  sale: string;
  credit: string;
}

export const blankTakings: TypedTakings = { takings: '', sale: '', credit: '' };

const typedKeys = ['takings', 'sale', 'credit'] as const;

export function chooserQueryOf(search: URLSearchParams): ChooserQuery {
  const typed = { ...blankTakings };
  // Kept short: what the estimator writes is a number; anything longer is not one.
  for (const key of typedKeys) typed[key] = (search.get(key) ?? '').slice(0, 20);
  return { filters: filtersFromSearch(search), typed, sort: search.get('sort') === 'cost' ? 'cost' : 'charge' };
}

/** The query that holds the filters (in the sidebar's order), the estimator's inputs and the order; empty for none. */
export function searchOf({ filters, typed, sort }: ChooserQuery): string {
  const search = new URLSearchParams();
  for (const { key } of filterKinds) if (filters[key] !== undefined) search.set(key, String(filters[key]));
  for (const key of typedKeys) if (typed[key]) search.set(key, typed[key]);
  if (sort === 'cost') search.set('sort', 'cost');
  const query = search.toString();
  return query ? `?${query}` : '';
}

/**
 * The takings the estimator works from, when the address holds a valid set (the form checked them before writing
 * them there; a hand-edited address that does not pass shows no estimate). A blank credit share is none.
 */
export function takingsOf(typed: TypedTakings): CardTakings | null {
  const number = (text: string) => (/^\d{1,9}(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN);
  // The schema's rules without the schema library (this page's first load stays light).
  const takings = {
    monthlyTakingsPounds: number(typed.takings),
    averageSalePounds: number(typed.sale),
    creditSharePercent: typed.credit === '' ? 0 : number(typed.credit),
  };
  return cardTakingsAllowed(takings) ? takings : null;
}

/** The product's charges as the cost formulas read them. */
const chargesOf = (product: Product): CardMachineCharges => ({
  monthlyChargePounds: product.monthly_charge,
  debitRatePercent: product.debit_rate_percent,
  debitPencePerTransaction: product.debit_pence_per_transaction,
  creditRatePercent: product.credit_rate_percent,
  creditPencePerTransaction: product.credit_pence_per_transaction,
});

/** The product's estimated monthly cost in pence (before VAT) for these takings; null when it has no rates for them. */
export function estimateOf(product: Product, takings: CardTakings): number | null {
  return estimatedMonthlyCostPence(chargesOf(product), takings);
}

/** The product's costs as its card breaks them down, each with its VAT basis, at these takings (or none). */
export function costsOf(product: Product, takings: CardTakings | null): CardMachineCostBreakdown {
  const setUpFeePence = product.set_up_fee === null ? null : Math.round(product.set_up_fee * 100);
  return cardMachineCostBreakdown({ ...chargesOf(product), setUpFeePence }, takings);
}

/**
 * The products with their estimates (undefined without takings), in the order chosen: by estimated cost, cheapest
 * first, with those without an estimate after them in the catalogue's order; or as the catalogue answers them.
 */
export function productsWithCosts(
  products: readonly Product[],
  takings: CardTakings | null,
  sort: ProductSort,
): { product: Product; estimate: number | null | undefined }[] {
  const rows = products.map((product) => ({ product, estimate: takings ? estimateOf(product, takings) : undefined }));
  if (sort !== 'cost' || !takings) return rows;
  const rank = (estimate: number | null | undefined) => estimate ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal costs (and the products without one) keep the catalogue's order.
  return [...rows].sort((a, b) => rank(a.estimate) - rank(b.estimate));
}
