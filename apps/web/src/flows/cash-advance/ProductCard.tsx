import { formatMonthlyCharge } from '@sme/domain';
import { LifeBuoy } from 'lucide-react';
import { useId } from 'react';
import type { Product } from './catalogue.ts';

/** Busy state of the Select buttons: all wait while one choice is being saved. */
export interface SelectState {
  /** A choice is being saved: every Select waits. */
  busy: boolean;
  /** This card's choice is the one being saved. */
  saving: boolean;
}

/**
 * One card machine: image, name, features separated by bars, the monthly charge in pounds (with '.00'),
 * '£0 Upfront', and Select.
 */
export function ProductCard({
  product,
  current,
  state,
  onSelect,
}: {
  product: Product;
  current: boolean;
  state: SelectState;
  onSelect: () => void;
}) {
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-name`}
      data-testid="product-card"
      className={`flex min-w-0 flex-col rounded-2xl border bg-white p-5 shadow-sm ${
        current ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'
      }`}
    >
      <img
        src={product.image}
        alt=""
        width={400}
        height={400}
        loading="lazy"
        className="mx-auto h-40 w-40 rounded-xl object-contain"
      />
      <h3 id={`${id}-name`} className="mt-4 text-lg font-bold text-ink [overflow-wrap:anywhere]">
        {product.name}
      </h3>
      {current && <p className="mt-1 text-sm font-semibold text-brand-800">Your current choice</p>}
      <p className="mt-2 text-sm text-slate-700" data-testid="product-features">
        {product.features.map((feature) => feature.name).join(' | ')}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Term</dt>
        <dd className="font-medium text-ink">{product.term.name}</dd>
        <dt className="text-slate-600">Acquirer</dt>
        <dd className="font-medium text-ink">{product.acquirer.name}</dd>
        <dt className="text-slate-600">Manufacturer</dt>
        <dd className="font-medium text-ink">{product.manufacturer.name}</dd>
      </dl>
      <div className="mt-auto pt-5">
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span data-testid="product-price">
            <span className="text-2xl font-extrabold text-ink">{formatMonthlyCharge(product.monthly_charge)}</span>
            <span className="text-slate-700">/month</span>
          </span>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
            £0 Upfront
          </span>
        </p>
        <button type="button" className="btn-primary mt-4 w-full" disabled={state.busy} onClick={onSelect}>
          {state.saving ? 'Saving...' : 'Select'}
          <span className="sr-only"> {product.name}</span>
        </button>
      </div>
    </article>
  );
}

/** The extra card for a visitor who does not know which machine suits them: an adviser helps on the call. */
export function NotSureCard({
  current,
  state,
  onSelect,
}: {
  current: boolean;
  state: SelectState;
  onSelect: () => void;
}) {
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-name`}
      data-testid="not-sure-card"
      className={`flex min-w-0 flex-col rounded-2xl border-2 border-dashed bg-brand-50 p-5 ${
        current ? 'border-brand-700' : 'border-brand-600/50'
      }`}
    >
      <LifeBuoy aria-hidden="true" className="mx-auto mt-6 size-20 text-brand-700" />
      <h3 id={`${id}-name`} className="mt-8 text-lg font-bold text-ink">
        Not sure
      </h3>
      {current && <p className="mt-1 text-sm font-semibold text-brand-800">Your current choice</p>}
      <p className="mt-2 text-slate-700">
        Not sure which card machine suits your business? Choose this and one of our advisers will help you pick the
        right one on a quick call, free and with no obligation.
      </p>
      <div className="mt-auto pt-5">
        <button type="button" className="btn-primary w-full" disabled={state.busy} onClick={onSelect}>
          {state.saving ? 'Saving...' : 'Select'}
          <span className="sr-only"> Not sure: help me choose</span>
        </button>
      </div>
    </article>
  );
}
