// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '../src/flows/cash-advance/catalogue.ts';
import { ProductCard } from '../src/flows/cash-advance/ProductCard.tsx';

const machine: Product = {
  id: 7,
  name: 'Clover Mini countertop',
  image: '/storage/cash_advance/product/clover-mini-countertop.svg',
  monthly_charge: 35,
  term: { id: 1, name: '36 months' },
  acquirer: { id: 2, name: 'Fiserv', logo: '/storage/cash_advance/product_acquirer/fiserv.svg' },
  manufacturer: { id: 3, name: 'Clover' },
  features: [{ id: 4, name: 'Contactless' }],
  debit_rate_percent: 0.3,
  debit_pence_per_transaction: 1,
  credit_rate_percent: 1.25,
  credit_pence_per_transaction: 1,
  contract_months: 36,
  exit_fee: 349,
  set_up_fee: 0,
};

const card = (product: Product) =>
  render(<ProductCard product={product} current={false} state={{ busy: false, saving: false }} onSelect={() => {}} />);

afterEach(cleanup);

describe('a card machine on the choose-product page', () => {
  it("says '£0 Upfront' when there is nothing to pay at the start, or the business has not said", () => {
    card(machine);
    expect(screen.getByText('£0 Upfront')).toBeTruthy();
    cleanup();
    card({ ...machine, set_up_fee: null });
    expect(screen.getByText('£0 Upfront')).toBeTruthy();
  });

  it('never promises £0 upfront beside a set-up fee: the fee is what it says is paid upfront', () => {
    card({ ...machine, set_up_fee: 149 });
    expect(screen.getByText('£149.00 Upfront')).toBeTruthy();
    expect(screen.queryByText(/£0 Upfront/)).toBeNull();
    expect(screen.getByText('1.25% + 1p')).toBeTruthy();
    expect(screen.getByText('£349.00')).toBeTruthy();
  });
});
