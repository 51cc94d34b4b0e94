import { describe, expect, it } from 'vitest';
import {
  chooserQueryOf,
  productsWithCosts,
  searchOf,
  takingsOf,
  type Product,
} from '../src/flows/cash-advance/catalogue.ts';

const machine = (id: number, monthlyCharge: number, rates: [number, number, number, number] | null): Product => ({
  id,
  name: `Machine ${id}`,
  image: '/storage/cash_advance/product/x.svg',
  monthly_charge: monthlyCharge,
  term: { id: 1, name: '12 months' },
  acquirer: { id: 1, name: 'Dojo', logo: '/storage/cash_advance/product_acquirer/dojo.svg' },
  manufacturer: { id: 1, name: 'PAX' },
  features: [],
  debit_rate_percent: rates?.[0] ?? null,
  debit_pence_per_transaction: rates?.[1] ?? null,
  credit_rate_percent: rates?.[2] ?? null,
  credit_pence_per_transaction: rates?.[3] ?? null,
  contract_months: 12,
  exit_fee: null,
  set_up_fee: null,
});

// In the catalogue's order (lowest monthly charge first).
const products = [
  machine(1, 9, null),
  machine(2, 18, [0.35, 2, 1.25, 2]),
  machine(3, 25, [0.35, 2.5, 1.5, 2.5]),
  machine(4, 30, [0.1, 0, 0.5, 0]),
];
const takings = { monthlyTakingsPounds: 12_000, averageSalePounds: 20, creditSharePercent: 10 };

describe('the card-machine cost estimator on Choose your product', () => {
  it('sorts by estimated monthly cost, cheapest first, those without rates after', () => {
    const rows = productsWithCosts(products, takings, 'cost');
    // £30 + 0.9 × 0.1% + 0.1 × 0.5% of £12,000 = £46.80; £82.80; £95.80 (the worked examples); no rates: none.
    expect(rows.map(({ product, estimate }) => [product.id, estimate])).toEqual([
      [4, 4_680],
      [2, 8_280],
      [3, 9_580],
      [1, null],
    ]);
  });

  it("keeps the catalogue's order when sorted by monthly charge, or without takings (no estimates)", () => {
    expect(productsWithCosts(products, takings, 'charge').map(({ product }) => product.id)).toEqual([1, 2, 3, 4]);
    expect(productsWithCosts(products, null, 'cost')).toEqual(
      products.map((product) => ({ product, estimate: undefined })),
    );
  });

  it('keeps the filters, the inputs and the order in the address, and reads them back', () => {
    const query = {
      filters: { term_id: 2, feature_id: 5 },
      typed: { takings: '12000', sale: '20', credit: '10' },
      sort: 'cost' as const,
    };
    const search = searchOf(query);
    expect(search).toBe('?term_id=2&feature_id=5&takings=12000&sale=20&credit=10&sort=cost');
    expect(chooserQueryOf(new URLSearchParams(search))).toEqual(query);
    expect(searchOf({ filters: {}, typed: { takings: '', sale: '', credit: '' }, sort: 'charge' })).toBe('');
  });

  it('estimates only from a valid set of takings in the address', () => {
    expect(takingsOf({ takings: '12000', sale: '20', credit: '' })).toEqual({ ...takings, creditSharePercent: 0 });
    expect(takingsOf({ takings: '12000', sale: '', credit: '10' })).toBeNull();
    expect(takingsOf({ takings: '100', sale: '250', credit: '' })).toBeNull();
    expect(takingsOf({ takings: '12000', sale: '20', credit: '150' })).toBeNull();
    expect(takingsOf({ takings: '1e4', sale: '20', credit: '' })).toBeNull();
  });
});
