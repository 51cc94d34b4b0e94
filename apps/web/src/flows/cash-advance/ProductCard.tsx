import { formatMonthlyCharge } from '@sme/domain';
import { LifeBuoy } from 'lucide-react';
import { Fragment, useId, type ReactNode } from 'react';
import { Illustration } from '../../ui/Illustration.tsx';
import type { Product } from './catalogue.ts';

/** Busy state of the Select buttons: all wait while one choice is being saved. */
export interface SelectState {
  /** A choice is being saved: every Select waits. */
  busy: boolean;
  /** This card's choice is the one being saved. */
  saving: boolean;
}

/** What every card of the list has: its name as the heading, 'Your current choice', and Select at the bottom. */
function ChoiceCard({
  testId,
  className,
  media,
  heading,
  headingClassName,
  selectName,
  current,
  state,
  onSelect,
  price,
  children,
}: {
  testId: string;
  className: string;
  media: ReactNode;
  heading: string;
  headingClassName: string;
  /** Completes Select's name for screen readers: what it selects. */
  selectName: string;
  current: boolean;
  state: SelectState;
  onSelect: () => void;
  /** Above Select. */
  price?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <article aria-labelledby={`${id}-name`} data-testid={testId} className={className}>
      {media}
      <h3 id={`${id}-name`} className={headingClassName}>
        {heading}
      </h3>
      {current && <p className="mt-1 text-sm font-semibold text-brand-800">Your current choice</p>}
      {children}
      <div className="mt-auto pt-5">
        {price}
        <button
          type="button"
          className={price ? 'btn-primary mt-4 w-full' : 'btn-primary w-full'}
          disabled={state.busy}
          onClick={onSelect}
        >
          {state.saving ? 'Saving...' : 'Select'}
          <span className="sr-only"> {selectName}</span>
        </button>
      </div>
    </article>
  );
}

const pounds = (amount: number) => `£${amount.toFixed(2)}`;
/** Pence as pounds with pence and thousands separated (£1,234.50), as the console prints them. */
const penceAsPounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const rate = (percent: number | null, pence: number | null) =>
  percent === null ? null : `${percent}%${pence ? ` + ${pence}p` : ''}`;

/** The figures a merchant compares, those the business has entered: [what, value]. */
function figures(product: Product): [string, string][] {
  const rows: [string, string | null][] = [
    [
      'Contract',
      product.contract_months === null
        ? null
        : `${product.contract_months} month${product.contract_months === 1 ? '' : 's'}`,
    ],
    ['Debit cards', rate(product.debit_rate_percent, product.debit_pence_per_transaction)],
    ['Credit cards', rate(product.credit_rate_percent, product.credit_pence_per_transaction)],
    ['Exit fee', product.exit_fee === null ? null : pounds(product.exit_fee)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/**
 * One card machine: image, name, features separated by bars, the monthly charge in pounds (with '.00'),
 * '£0 Upfront' (or the set-up fee the business entered: the card never promises what the figures deny), and Select; then its term, acquirer, manufacturer and the figures entered for it (rates per card
 * payment, contract length, fees).
 */
export function ProductCard({
  product,
  current,
  state,
  onSelect,
  estimate,
}: {
  product: Product;
  current: boolean;
  state: SelectState;
  onSelect: () => void;
  /**
   * The estimated monthly cost in pence for the takings the visitor entered: null when the product has no card
   * rates (its monthly charge stands alone), undefined when no takings are entered.
   */
  estimate?: number | null;
}) {
  return (
    <ChoiceCard
      testId="product-card"
      className={`flex min-w-0 flex-col rounded-2xl border bg-white p-5 shadow-sm ${
        current ? 'border-brand-700 ring-2 ring-brand-700' : 'border-slate-200'
      }`}
      media={
        <Illustration
          src={product.image}
          width={400}
          height={400}
          lazy
          className="mx-auto h-40 w-40 rounded-xl object-contain"
        />
      }
      heading={product.name}
      headingClassName="mt-4 text-lg font-bold text-ink [overflow-wrap:anywhere]"
      selectName={product.name}
      current={current}
      state={state}
      onSelect={onSelect}
      price={
        <>
          {estimate !== undefined && <CostSummary product={product} estimate={estimate} />}
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span data-testid="product-price">
              <span className="text-2xl font-extrabold text-ink">{formatMonthlyCharge(product.monthly_charge)}</span>
              <span className="text-slate-700">/month</span>
            </span>
            {/* What the merchant pays at the start: the set-up fee when the business has entered one. */}
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
              {product.set_up_fee ? pounds(product.set_up_fee) : '£0'} Upfront
            </span>
          </p>
        </>
      }
    >
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
        {figures(product).map(([term, value]) => (
          <Fragment key={term}>
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium text-ink">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </ChoiceCard>
  );
}

/**
 * What the machine would cost a month at the visitor's takings, with its contract length and exit fee beside it (the
 * summary a merchant compares): only the figures the business has entered.
 */
function CostSummary({ product, estimate }: { product: Product; estimate: number | null }) {
  if (estimate === null) {
    return (
      <p className="mb-3 text-sm text-slate-700" data-testid="product-no-estimate">
        No estimate: the card rates for this machine are not listed yet. An adviser can give them on the call.
      </p>
    );
  }
  const terms = [
    product.contract_months === null
      ? null
      : product.contract_months === 0
        ? 'No fixed contract'
        : `${product.contract_months}-month contract`,
    product.exit_fee === null ? null : product.exit_fee === 0 ? 'No exit fee' : `${pounds(product.exit_fee)} exit fee`,
  ].filter((term): term is string => term !== null);
  return (
    <div className="mb-3 rounded-xl bg-brand-50 p-3" data-testid="product-estimate">
      <p className="text-sm font-semibold text-slate-700">Estimated monthly cost</p>
      <p>
        <span className="text-2xl font-extrabold text-ink" data-testid="product-estimate-figure">
          {penceAsPounds(estimate)}
        </span>
        <span className="text-slate-700">/month</span>
      </p>
      <p className="text-sm text-slate-700">Monthly charge and card fees at your takings.</p>
      {terms.length > 0 && <p className="mt-1 text-sm font-medium text-ink">{terms.join(' · ')}</p>}
    </div>
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
  return (
    <ChoiceCard
      testId="not-sure-card"
      className={`flex min-w-0 flex-col rounded-2xl border-2 border-dashed bg-brand-50 p-5 ${
        current ? 'border-brand-700' : 'border-brand-600/50'
      }`}
      media={<LifeBuoy aria-hidden="true" className="mx-auto mt-6 size-20 text-brand-700" />}
      heading="Not sure"
      headingClassName="mt-8 text-lg font-bold text-ink"
      selectName="Not sure: help me choose"
      current={current}
      state={state}
      onSelect={onSelect}
    >
      <p className="mt-2 text-slate-700">
        Not sure which card machine suits your business? Choose this and one of our advisers will help you pick the
        right one on a quick call, free and with no obligation.
      </p>
    </ChoiceCard>
  );
}
