import {
  CARD_MACHINE_VAT_PERCENT,
  PRODUCT_NOT_SURE,
  type CardMachineCostBreakdown,
  type CardTakings,
} from '@sme/domain';
import { Fragment, type ReactNode } from 'react';
import { Illustration } from '../../ui/Illustration.tsx';
import { costsOf, type Product } from './catalogue.ts';
import { LifeBuoyIcon } from './chooser-icons.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

/** Busy state of the Select buttons: all wait while one choice is being saved. */
export interface SelectState {
  /** A choice is being saved: every Select waits. */
  busy: boolean;
  /** This card's choice is the one being saved. */
  saving: boolean;
}

/**
 * What every card of the list has: its name as the heading, 'Your current choice', and Select at the bottom, a submit
 * button of the list's form that names the card's choice.
 */
function ChoiceCard({
  testId,
  className,
  media,
  heading,
  headingClassName,
  selectName,
  choice,
  current,
  state,
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
  /** What Select sends as the product: its id, or 'Not sure'. */
  choice: string;
  current: boolean;
  state: SelectState;
  /** Above Select. */
  price?: ReactNode;
  children: ReactNode;
}) {
  const id = useIslandId();
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
        {/* A submit button of the list's plain form, naming its choice: the form sends it (ProductChooser), as a plain
            form before the page's code arrives (the server takes it: cash-advance-forms.ts). */}
        <button
          type="submit"
          name="product_id"
          value={choice}
          className={price ? 'btn-primary mt-4 w-full' : 'btn-primary w-full'}
          disabled={state.busy}
        >
          {state.saving ? 'Saving...' : 'Select'}
          <span className="sr-only"> {selectName}</span>
        </button>
      </div>
    </article>
  );
}

/** Pence as pounds with pence and thousands separated (£1,234.50), as the console prints them. */
const penceAsPounds = (pence: number) =>
  `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const pounds = (amount: number) => penceAsPounds(Math.round(amount * 100));
const rate = (percent: number | null, pence: number | null) =>
  percent === null ? null : `${percent}%${pence ? ` + ${pence}p` : ''}`;

/** The contract's figures a merchant compares, those the business has entered: [what, value]. */
function terms(product: Product): [string, string][] {
  const rows: [string, string | null][] = [
    [
      'Contract',
      product.contract_months === null
        ? null
        : `${product.contract_months} month${product.contract_months === 1 ? '' : 's'}`,
    ],
    // An exit fee carries VAT, as the charge it ends does.
    [
      'Exit fee',
      product.exit_fee === null ? null : product.exit_fee === 0 ? 'None' : `${pounds(product.exit_fee)} + VAT`,
    ],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/**
 * One card machine: image, name, features separated by bars, its term, acquirer, manufacturer and contract; then one
 * monthly figure (the estimated total at the visitor's takings when there is one, else the monthly charge, in pounds
 * with '.00') with its VAT basis, '£0 Upfront' (or the set-up fee the business entered: the card never promises what
 * the figures deny), the costs folded in 'Costs and VAT' (each with its VAT basis, and the figures with VAT), and
 * Select.
 */
export function ProductCard({
  product,
  current,
  state,
  takings = null,
}: {
  product: Product;
  current: boolean;
  state: SelectState;
  /** The takings the visitor entered in the estimator, when valid: the card then shows its estimated total. */
  takings?: CardTakings | null;
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
      choice={String(product.id)}
      current={current}
      state={state}
      price={<CardCosts product={product} costs={costsOf(product, takings)} />}
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
        {terms(product).map(([term, value]) => (
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
 * The card's one monthly figure with its VAT basis, what is paid upfront, and the breakdown folded in a native
 * disclosure (keyboard and screen readers know it as one): the monthly charge and set-up fee before VAT and with it,
 * the card fees (no VAT) and, at the visitor's takings, the total a month.
 */
function CardCosts({ product, costs }: { product: Product; costs: CardMachineCostBreakdown }) {
  const estimated = costs.totalPence !== null;
  const debit = rate(product.debit_rate_percent, product.debit_pence_per_transaction);
  const credit = rate(product.credit_rate_percent, product.credit_pence_per_transaction);
  const row = (term: string, value: string) => (
    <Fragment key={term}>
      <dt className="text-slate-600">{term}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </Fragment>
  );
  return (
    <div data-testid={estimated ? 'product-estimate' : undefined}>
      {costs.cardFeesPence === null && (
        <p className="mb-3 text-sm text-slate-700" data-testid="product-no-estimate">
          No estimate: the card rates for this machine are not listed yet. An adviser can give them on the call.
        </p>
      )}
      <p className="text-sm font-semibold text-slate-700">{estimated ? 'Estimated monthly cost' : 'Monthly charge'}</p>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span data-testid="product-price">
          <span
            className="text-2xl font-extrabold text-ink"
            data-testid={estimated ? 'product-estimate-figure' : undefined}
          >
            {penceAsPounds(costs.headlinePence)}
          </span>
          <span className="text-slate-700">/month</span>
        </span>
        <span className="text-sm font-semibold text-slate-700" data-testid="product-vat">
          {estimated ? '+ VAT on the monthly charge; card fees no VAT' : '+ VAT'}
        </span>
      </p>
      {/* What the merchant pays at the start: the set-up fee when the business has entered one. */}
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-sm">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
          {costs.setUpFeePence ? `${penceAsPounds(costs.setUpFeePence)} Upfront` : '£0 Upfront'}
        </span>
        {costs.setUpFeePence > 0 && <span className="font-semibold text-slate-700">+ VAT</span>}
      </p>
      <details className="mt-3 rounded-lg border border-slate-200" data-testid="product-costs">
        <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-800">
          Costs and VAT<span className="sr-only"> for {product.name}</span>
        </summary>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 px-3 pb-2 text-sm">
          {row(
            'Monthly charge',
            `${penceAsPounds(costs.monthlyChargePence)} + VAT (${penceAsPounds(costs.monthlyChargeWithVatPence)} with VAT)`,
          )}
          {row('Debit cards', debit ? `${debit} a payment, no VAT` : 'Not listed yet')}
          {row('Credit cards', credit ? `${credit} a payment, no VAT` : 'Not listed yet')}
          {typeof costs.cardFeesPence === 'number' &&
            row('Card fees at your takings', `${penceAsPounds(costs.cardFeesPence)} a month, no VAT`)}
          {costs.totalPence !== null &&
            costs.totalWithVatPence !== null &&
            row(
              'Total a month',
              `${penceAsPounds(costs.totalPence)} + VAT on the charge (${penceAsPounds(costs.totalWithVatPence)} with VAT)`,
            )}
          {row(
            'Set-up fee',
            costs.setUpFeePence
              ? `${penceAsPounds(costs.setUpFeePence)} + VAT (${penceAsPounds(costs.setUpFeeWithVatPence)} with VAT)`
              : 'None',
          )}
          {row('VAT', `${CARD_MACHINE_VAT_PERCENT}% on the monthly charge, set-up and exit fees; card fees are exempt`)}
        </dl>
      </details>
    </div>
  );
}

/** The extra card for a visitor who does not know which machine suits them: an adviser helps on the call. */
export function NotSureCard({ current, state }: { current: boolean; state: SelectState }) {
  return (
    <ChoiceCard
      testId="not-sure-card"
      className={`flex min-w-0 flex-col rounded-2xl border-2 border-dashed bg-brand-50 p-5 ${
        current ? 'border-brand-700' : 'border-brand-600/50'
      }`}
      media={<LifeBuoyIcon aria-hidden="true" className="mx-auto mt-6 size-20 text-brand-700" />}
      heading="Not sure"
      headingClassName="mt-8 text-lg font-bold text-ink"
      selectName="Not sure: help me choose"
      choice={PRODUCT_NOT_SURE}
      current={current}
      state={state}
    >
      <p className="mt-2 text-slate-700">
        Not sure which card machine suits your business? Choose this and one of our advisers will help you pick the
        right one on a quick call, free and with no obligation.
      </p>
    </ChoiceCard>
  );
}
