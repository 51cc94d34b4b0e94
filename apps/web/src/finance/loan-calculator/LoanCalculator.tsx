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
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { paths } from '../../app/paths.ts';
import { describedByError, LabelledInput, LabelledSelect } from '../../forms/fields.tsx';
import { FieldError } from '../../flows/shared/wizard-step.tsx';
import { poundsAndPence } from '../pounds-and-pence.ts';
import { CreditAccessClaims, CreditBrokerStatement } from '../CreditBrokerStatement.tsx';
import { RepresentativeExampleFigures } from '../RepresentativeExampleFigures.tsx';
import { calculatorLink, sameChoice, type CalculatorChoice } from './calculator-link.ts';
import { calculatorChoiceOf, calculatorFieldsOf } from './hand-off.ts';
import { usePageSearch } from '../../app/page-address.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

export interface LoanCalculatorProps {
  /** On /bussiness the calculator links to the wizard; at the start of the wizard it fills its first step. */
  place: 'funding' | 'wizard';
  /** The business's loan figures (none: the calculator shows no figure), or undefined while they load. */
  loan: LoanSettings | null | undefined;
}

/** The calculator's id: a plain submission of it (before its code arrives) brings the page back there. */
export const LOAN_CALCULATOR_ID = 'loan-calculator';

const defaultTerm = 12;

/**
 * The amount and term handed over in the address for a new application, when the calculator can show them: the
 * first step starts filled with them.
 */
function handedOverChoice(search: string): CalculatorChoice | null {
  if (new URLSearchParams(search).has('id')) return null;
  const { amount, term } = calculatorChoiceOf(search);
  const pounds = loanCalculatorAmount(amount);
  const termMonths = loanCalculatorTerm(term);
  return 'pounds' in pounds && termMonths !== null ? { amountPounds: pounds.pounds, termMonths } : null;
}

/**
 * The loan calculator (issue 32): an amount, typed as people type money, and one of the wizard's terms give the
 * monthly repayment and the total repayable at the lowest and the highest APR the business offers, with its
 * representative example beneath, as large as those figures, and what a credit broker must say. Without the
 * business's loan figures it shows none: a specialist explains the costs on the call.
 *
 * At the start of the wizard, once its figures are in the application (handed over from /bussiness, or "Use … in my
 * application" pressed), it folds away to one line that opens it again, rather than repeat itself above the filled
 * form (issue 44 part 6). Folded, it shows no figure at all: the repayments and the representative example are out of
 * sight together, and come back together.
 */
export function LoanCalculator({ place, loan }: LoanCalculatorProps) {
  const search = usePageSearch();
  // The amount and term handed over in the address (/business-loan?amount=15000&term=12), or sent by the calculator's
  // own form as a plain form.
  const { amount: initialAmount, term: initialTerm } = calculatorFieldsOf(search);
  const id = useIslandId();
  const headingId = `${id}-heading`;
  const settings = loan ?? null;
  const [usedChoice, setUsedChoice] = useState(() => (place === 'wizard' ? handedOverChoice(search) : null));
  const section = useRef<HTMLElement>(null);
  // Only a calculator with figures folds: without them it is a sentence, not a calculator.
  const folded = settings !== null && usedChoice !== null ? usedChoice : null;
  const unfold = () => {
    flushSync(() => setUsedChoice(null));
    section.current?.querySelector('input')?.focus();
  };

  return (
    <>
      {folded && <FoldedCalculator choice={folded} onOpen={unfold} />}
      <section
        ref={section}
        id={LOAN_CALCULATOR_ID}
        hidden={folded !== null}
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
          <Calculator
            id={id}
            settings={settings}
            place={place}
            initialAmount={initialAmount}
            initialTerm={initialTerm}
            onUse={setUsedChoice}
          />
        ) : loan === undefined ? (
          // Only while the figures load in a page the browser rendered itself: no figure and no promise yet.
          <p className="mt-3 text-slate-700">Loading the calculator…</p>
        ) : (
          <>
            <p className="mt-3 text-slate-700">
              What a loan costs depends on the lender, the amount, the term and your business. A funding specialist will
              explain the costs, including any fees, on the call, before you decide anything.
            </p>
            {place === 'funding' && (
              <a href={paths.businessLoan} className="btn-primary mt-5 inline-flex">
                Start a loan application
              </a>
            )}
          </>
        )}
      </section>
    </>
  );
}

/**
 * The calculator folded away at the start of the wizard: what the application took from it while its fields still
 * hold that (or before the form has said otherwise), and a button that opens it again.
 */
function FoldedCalculator({ choice, onOpen }: { choice: CalculatorChoice; onOpen: () => void }) {
  const held = useSyncExternalStore(calculatorLink.onHold, calculatorLink.held, () => undefined);
  const using = held === undefined || sameChoice(held, choice);
  return (
    <div
      data-testid="loan-calculator-folded"
      className="mb-8 flex flex-wrap items-center gap-x-3 rounded-2xl border border-slate-200 bg-white px-5 py-2 shadow-sm"
    >
      <p className="py-2 text-slate-700">
        {using
          ? `Using ${formatWholePounds(choice.amountPounds * 100)} over ${choice.termMonths} months from the calculator.`
          : 'The loan calculator shows the monthly repayments for an amount and term.'}
      </p>
      <button
        type="button"
        onClick={onOpen}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {using ? (
          <>
            Change<span className="sr-only"> the amount and term in the calculator</span>
          </>
        ) : (
          'Open the calculator'
        )}
      </button>
    </div>
  );
}

function Calculator({
  id,
  settings,
  place,
  initialAmount,
  initialTerm,
  onUse,
}: {
  id: string;
  settings: LoanSettings;
  place: LoanCalculatorProps['place'];
  initialAmount: string;
  initialTerm: string;
  /** The visitor put these figures in the application (at the start of the wizard). */
  onUse: (choice: CalculatorChoice) => void;
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
      {/* A plain form first: sent before its code arrives, the page comes back with the figures for what was typed
          (the amount and the term are read from the address, as when handed over). */}
      <form
        method="get"
        action={`#${LOAN_CALCULATOR_ID}`}
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
            name="amount"
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
            name="term"
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

      {/* Side by side where there is room, so the figures and the example are read together; the example first and
          larger, as CONC 3.5.5R wants it more prominent than any other figure of the cost. */}
      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Example shown={representativeExample(settings)} />
        <div aria-live="polite">
          {shown ? (
            <Quote shown={shown} />
          ) : (
            <p className="text-slate-700">Enter an amount from £3,000 to £1,000,000 to see the repayments.</p>
          )}
        </div>
      </div>
      {/* Claims about access to credit stand only here, next to the example (CONC 3.5.7R). */}
      <CreditAccessClaims />
      <CreditBrokerStatement loan={settings} />
      <div className="mt-2 space-y-2 text-slate-700">
        <p>
          Finance is subject to status: each lender decides whether to lend, and at what rate, after looking at your
          business. These figures are an illustration, not an offer; the rate you are offered may be anywhere in the
          range above.
        </p>
        <p>Figures as of {formatUkLongDate(new Date(`${settings.asOf}T12:00:00Z`))}.</p>
      </div>
      {shown && <HandOff place={place} shown={shown} onUse={onUse} />}
    </>
  );
}

/** A figure of the repayments asked for beside its label: smaller than the representative example's. */
function FigureRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-100 py-1.5">
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-lg font-semibold text-ink tabular-nums" data-figure="">
        {children}
      </dd>
    </div>
  );
}

/** A figure of the representative example: the largest and heaviest figures of the calculator. */
function ExampleRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-200 py-1.5">
      <dt className="font-medium text-ink">{label}</dt>
      <dd className="text-2xl font-extrabold text-ink tabular-nums" data-figure="">
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
    <div data-testid="representative-example" className="rounded-xl border-2 border-brand-700 bg-white p-4">
      <h3 className="text-xl font-extrabold text-ink">Representative example</h3>
      <dl className="mt-2">
        <RepresentativeExampleFigures example={shown} Row={ExampleRow} />
      </dl>
    </div>
  );
}

function HandOff({
  place,
  shown,
  onUse,
}: {
  place: LoanCalculatorProps['place'];
  shown: LoanFiguresShown;
  onUse: (choice: CalculatorChoice) => void;
}) {
  const what = `${formatWholePounds(shown.amountPounds * 100)} over ${shown.termMonths} months`;
  if (place === 'funding') {
    const search = new URLSearchParams({ amount: String(shown.amountPounds), term: String(shown.termMonths) });
    return (
      <a href={`${paths.businessLoan}?${search.toString()}`} className="btn-primary mt-6 inline-flex">
        Apply for {what}
      </a>
    );
  }
  return (
    <button
      type="button"
      className="btn-primary mt-6"
      onClick={() => {
        const choice = { amountPounds: shown.amountPounds, termMonths: shown.termMonths };
        calculatorLink.use(choice);
        onUse(choice);
      }}
    >
      Use {what} in my application
    </button>
  );
}
