import type { RouterOutputs } from '@sme/api';
import type { ProductFilterKey } from '@sme/domain';

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

/** The query that holds the filters, in the sidebar's order; empty for none. */
export function searchOfFilters(filters: ProductFilters): string {
  const search = new URLSearchParams();
  for (const { key } of filterKinds) if (filters[key] !== undefined) search.set(key, String(filters[key]));
  const query = search.toString();
  return query ? `?${query}` : '';
}
