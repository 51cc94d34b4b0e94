// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
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
const takings = { monthlyTakingsPounds: 12_000, averageSalePounds: 20, creditSharePercent: 10 };

const card = (product: Product, given: typeof takings | null = null) => {
  render(<ProductCard product={product} takings={given} current={false} state={{ busy: false, saving: false }} />);
  return screen.getByTestId('product-card');
};

/** What the card shows before anything is unfolded: its text without the folded breakdown. */
function shown(article: HTMLElement): string {
  const copy = article.cloneNode(true) as HTMLElement;
  for (const details of copy.querySelectorAll('details:not([open])')) {
    // A closed disclosure shows its summary only.
    details.replaceWith(details.querySelector('summary')?.cloneNode(true) ?? '');
  }
  return copy.textContent ?? '';
}
/** Every amount of money followed by '/month' or 'a month'. */
const monthlyFigures = (text: string) => [...text.matchAll(/£[\d,]+\.\d\d\s*(?:\/month|a month)/g)].map(([m]) => m);

/** The folded breakdown: its rows as [term, value]. */
function breakdown(article: HTMLElement): Record<string, string> {
  const details = within(article).getByTestId('product-costs');
  const terms = [...details.querySelectorAll('dt')].map((dt) => dt.textContent ?? '');
  const values = [...details.querySelectorAll('dd')].map((dd) => dd.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index]!]));
}

afterEach(cleanup);

describe('a card machine on the choose-product page', () => {
  it('shows one monthly figure, the monthly charge, marked + VAT; the breakdown is folded in a native disclosure', () => {
    const article = card(machine);
    expect(monthlyFigures(shown(article))).toEqual(['£35.00/month']);
    expect(within(article).getByTestId('product-price').textContent).toBe('£35.00/month');
    expect(within(article).getByTestId('product-vat').textContent).toBe('+ VAT');

    // Folded by default, named for the machine, and the first child of its details (what makes it the toggle).
    const details = within(article).getByTestId('product-costs');
    expect(details.tagName).toBe('DETAILS');
    expect(details.hasAttribute('open')).toBe(false);
    expect(details.firstElementChild?.tagName).toBe('SUMMARY');
    expect(details.firstElementChild?.textContent).toBe('Costs and VAT for Clover Mini countertop');
    expect(breakdown(article)).toEqual({
      'Monthly charge': '£35.00 + VAT (£42.00 with VAT)',
      'Debit cards': '0.3% + 1p a payment, no VAT',
      'Credit cards': '1.25% + 1p a payment, no VAT',
      'Set-up fee': 'None',
      VAT: '20% on the monthly charge, set-up and exit fees; card fees are exempt',
    });
    // The exit fee carries VAT too.
    expect(shown(article)).toContain('Exit fee£349.00 + VAT');
  });

  it("with the visitor's takings: one monthly figure, the estimated total, and what carries VAT", () => {
    const article = card(machine, takings);
    // £35 + 0.9 × (0.3% of £12,000 + 600 × 1p) + 0.1 × (1.25% of £12,000 + 600 × 1p) = £35 + £37.80 + £15.60.
    expect(monthlyFigures(shown(article))).toEqual(['£88.40/month']);
    expect(within(article).getByTestId('product-estimate-figure').textContent).toBe('£88.40');
    expect(within(article).getByTestId('product-vat').textContent).toBe(
      '+ VAT on the monthly charge; card fees no VAT',
    );
    expect(breakdown(article)).toMatchObject({
      'Monthly charge': '£35.00 + VAT (£42.00 with VAT)',
      'Card fees at your takings': '£53.40 a month, no VAT',
      'Total a month': '£88.40 + VAT on the charge (£95.40 with VAT)',
    });
  });

  it("says '£0 Upfront' when there is nothing to pay at the start, or the business has not said", () => {
    card(machine);
    expect(screen.getByText('£0 Upfront')).toBeTruthy();
    cleanup();
    card({ ...machine, set_up_fee: null });
    expect(screen.getByText('£0 Upfront')).toBeTruthy();
  });

  it('never promises £0 upfront beside a set-up fee: the fee is what it says is paid upfront, + VAT', () => {
    const article = card({ ...machine, set_up_fee: 149 });
    expect(shown(article)).toContain('£149.00 Upfront+ VAT');
    expect(shown(article)).not.toMatch(/£0 Upfront/);
    expect(breakdown(article)['Set-up fee']).toBe('£149.00 + VAT (£178.80 with VAT)');
  });

  it("claims only the features the machine's entry lists: no battery without one", () => {
    const article = card(machine);
    expect(within(article).getByTestId('product-features').textContent).toBe('Contactless');
    expect(article.textContent).not.toMatch(/battery|uptime|4G/i);
    cleanup();
    const portable = card({ ...machine, features: [...machine.features, { id: 9, name: '10-hour battery' }] });
    expect(within(portable).getByTestId('product-features').textContent).toBe('Contactless | 10-hour battery');
  });
});
