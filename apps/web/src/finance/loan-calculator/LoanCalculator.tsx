import {
  formatRatePercent,
  formatUkLongDate,
  formatWholePounds,
  loanCalculatorAmount,
  loanCalculatorTerm,
  loanCalculatorTerms,
  loanFiguresShown,
  representativeExample,
  type LoanFiguresShown,
  type LoanSettings,
  type RepresentativeExample,
} from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useSearch } from 'wouter';
import { paths } from '../../app/paths.ts';
import { useTRPC } from '../../app/trpc.ts';
import { describedByError, LabelledInput, LabelledSelect } from '../../forms/fields.tsx';
import { FieldError } from '../../flows/shared/wizard-step.tsx';
import { poundsAndPence } from '../pounds-and-pence.ts';
import { RepresentativeExampleFigures } from '../RepresentativeExampleFigures.tsx';
import { calculatorChoiceOf, calculatorLink } from './calculator-link.ts';

export interface LoanCalculatorProps {
  /** On /bussiness the calculator links to the wizard; at the start of the wizard it fills its first step. */
  place: 'funding' | 'wizard';
}

const defaultTerm = 12;

/**
 * The loan calculator (issue 32): an amount, typed as people type money, and one of the wizard's terms give the
 * monthly repayment and the total repayable at the lowest and the highest APR the business offers, with its
 * representative example beneath, as large as those figures, and what a credit broker must say. Without the
 * business's loan figures it shows none: a specialist explains the costs on the call.
 */
export function LoanCalculator({ place }: LoanCalculatorProps) {
  const trpc = useTRPC();
  // The amount and term handed over in the address (/business-loan?amount=15000&term=12).
  const { amount: initialAmount, term: initialTerm } = calculatorChoiceOf(useSearch());
  const figures = useQuery(trpc.finance.figures.queryOptions());
  const id = useId();
  const headingId = `${id}-heading`;
  const settings = figures.data?.loan ?? null;

  return (
    <section
      aria-labelledby={headingId}
      data-testid="loan-calculator"
      className={
        place === 'wizard'
          ? 'mb-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8'
          : 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8'
      }
    >
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        What would a business loan cost?
      </h2>
      {settings ? (
        <Calculator id={id} settings={settings} place={place} initialAmount={initialAmount} initialTerm={initialTerm} />
      ) : figures.isPending ? (
        // Only while the figures load in a page the browser rendered itself: no figure and no promise yet.
        <p className="mt-3 text-slate-700">Loading the calculator…</p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            What a loan costs depends on the lender, the amount, the term and your business. A funding specialist will
            explain the costs, including any fees, on the call, before you decide anything.
          </p>
          {place === 'funding' && (
            <Link href={paths.businessLoan} className="btn-primary mt-5 inline-flex">
              Start a loan application
            </Link>
          )}
        </>
      )}
    </section>
  );
}

function Calculator({
  id,
  settings,
  place,
  initialAmount,
  initialTerm,
}: {
  id: string;
  settings: LoanSettings;
  place: LoanCalculatorProps['place'];
  initialAmount: string;
  initialTerm: string;
}) {
  const [amountText, setAmountText] = useState(initialAmount);
  const [term, setTerm] = useState(() => loanCalculatorTerm(initialTerm) ?? defaultTerm);
  // The message shows once the visitor has left the field or asked for the figures, not at the first key.
  const [checked, setChecked] = useState(initialAmount !== '');
  const amount = loanCalculatorAmount(amountText);
  const shown = 'pounds' in amount ? loanFiguresShown(settings, amount.pounds, term) : null;
  const amountError = checked && 'error' in amount ? amount.error : null;

  // Typed before the code arrived: the server's fields may already hold it when React adopts them.
  const amountField = useRef<HTMLInputElement>(null);
  const termField = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const typed = amountField.current?.value;
    if (typed !== undefined && typed !== initialAmount) setAmountText(typed);
    const chosen = loanCalculatorTerm(termField.current?.value ?? '');
    if (chosen !== null) setTerm(chosen);
  }, [initialAmount]);

  const shownAmount = shown?.amountPounds ?? null;
  useEffect(() => {
    if (place !== 'wizard') return;
    calculatorLink.show(shownAmount === null ? null : { amountPounds: shownAmount, termMonths: term });
    return () => calculatorLink.show(null);
  }, [place, shownAmount, term]);

  const errorId = `${id}-amount-error`;
  return (
    <>
      <p className="mt-3 text-slate-700">
        Type an amount and choose a term to see what you would repay each month across the rates our lenders offer.
        Using the calculator does not affect your credit score: it asks nothing about you.
      </p>
      <form
        noValidate
        className="mt-5 grid gap-5 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
        }}
      >
        <div>
          <LabelledInput
            id={`${id}-amount`}
            ref={amountField}
            label="Amount to borrow"
            inputMode="decimal"
            autoComplete="off"
            placeholder="£15,000"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            onBlur={() => setChecked(amountText.trim() !== '')}
            {...describedByError(errorId, amountError)}
          />
          <FieldError id={errorId} message={amountError} />
        </div>
        <div>
          <LabelledSelect
            id={`${id}-term`}
            ref={termField}
            label="Repaid over"
            value={String(term)}
            onChange={(event) => setTerm(Number(event.target.value))}
          >
            {loanCalculatorTerms.map((months) => (
              <option key={months} value={months}>
                {months} months
              </option>
            ))}
          </LabelledSelect>
        </div>
        <button type="submit" className="btn-outline sm:col-span-2 sm:justify-self-start">
          Show the repayments
        </button>
      </form>

      {/* Side by side where there is room, so the figures and the example are read together. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div aria-live="polite">
          {shown ? (
            <Quote shown={shown} />
          ) : (
            <p className="text-slate-700">Enter an amount from £3,000 to £1,000,000 to see the repayments.</p>
          )}
        </div>
        <Example shown={representativeExample(settings)} />
      </div>
      <div className="mt-6 space-y-2 text-slate-700">
        <p className="font-semibold text-ink">We are a credit broker, not a lender.</p>
        <p>
          Finance is subject to status: each lender decides whether to lend, and at what rate, after looking at your
          business. These figures are an illustration, not an offer; the rate you are offered may be anywhere in the
          range above.
        </p>
        <p>Figures as of {formatUkLongDate(new Date(`${settings.asOf}T12:00:00Z`))}.</p>
      </div>
      {shown && <HandOff place={place} shown={shown} />}
    </>
  );
}

/** A figure beside its label, at the size every figure of the calculator, the example's included, is shown. */
function FigureRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-100 py-1.5">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-xl font-bold text-ink tabular-nums" data-figure="">
        {children}
      </dd>
    </div>
  );
}

const range = (low: string, high: string) => (low === high ? low : `${low} to ${high}`);

function Quote({ shown }: { shown: LoanFiguresShown }) {
  const { lowest, highest } = shown.quote;
  return (
    <div data-testid="loan-figures">
      <h3 className="text-lg font-bold text-ink">
        {formatWholePounds(shown.amountPounds * 100)} over {shown.termMonths} months
      </h3>
      <dl className="mt-2">
        <FigureRow label="Monthly repayment">
          {range(poundsAndPence(lowest.monthlyPence), poundsAndPence(highest.monthlyPence))}
        </FigureRow>
        <FigureRow label="Total repayable">
          {range(poundsAndPence(lowest.totalPence), poundsAndPence(highest.totalPence))}
        </FigureRow>
        <FigureRow label="APR">
          {range(formatRatePercent(lowest.aprPercent), formatRatePercent(highest.aprPercent))}
        </FigureRow>
      </dl>
      {lowest.aprPercent !== highest.aprPercent && (
        <p className="mt-2 text-sm text-slate-700">
          The lower figures are at {formatRatePercent(lowest.aprPercent)} APR, the higher at{' '}
          {formatRatePercent(highest.aprPercent)} APR, the lowest and highest rates our lenders offer.
        </p>
      )}
    </div>
  );
}

function Example({ shown }: { shown: RepresentativeExample }) {
  return (
    <div data-testid="representative-example" className="rounded-xl bg-slate-50 p-4">
      <h3 className="text-lg font-bold text-ink">Representative example</h3>
      <dl className="mt-2">
        <RepresentativeExampleFigures example={shown} Row={FigureRow} />
      </dl>
    </div>
  );
}

function HandOff({ place, shown }: { place: LoanCalculatorProps['place']; shown: LoanFiguresShown }) {
  const what = `${formatWholePounds(shown.amountPounds * 100)} over ${shown.termMonths} months`;
  if (place === 'funding') {
    const search = new URLSearchParams({ amount: String(shown.amountPounds), term: String(shown.termMonths) });
    return (
      <Link href={`${paths.businessLoan}?${search.toString()}`} className="btn-primary mt-6 inline-flex">
        Apply for {what}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className="btn-primary mt-6"
      onClick={() => calculatorLink.use({ amountPounds: shown.amountPounds, termMonths: shown.termMonths })}
    >
      Use {what} in my application
    </button>
  );
}
