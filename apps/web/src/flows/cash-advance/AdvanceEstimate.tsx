import {
  ADVANCE_MONTHS_SHOWN_MAX,
  repayMonthsText,
  cashAdvanceEstimate,
  cashAdvanceEstimateInputSchema,
  estimateMessages,
  formatUkLongDate,
  formatWholePounds,
  parseTypedPounds,
  type CashAdvanceEstimateInput,
  type CashAdvanceSettings,
} from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { useTRPC } from '../../app/trpc.ts';
import { useSessionDraftState } from '../../forms/session-draft.ts';
import { EstimateField } from './EstimateField.tsx';

/** What the merchant-service form asks of the estimate when Next is pressed. */
export interface AdvanceEstimateControl {
  /**
   * The estimate's inputs to send with the application: none when the section is not shown (no figures entered) or
   * left blank; not ok (its fields say why, the first is focused) when something typed is not an amount.
   */
  check: () => { ok: true; input?: CashAdvanceEstimateInput } | { ok: false };
  clear: () => void;
}

interface Typed {
  advance: string;
  takings: string;
}
type FieldKey = keyof Typed;
const blank: Typed = { advance: '', takings: '' };
export const advanceEstimateDraft = 'merchant-service-estimate';

const messageOf: Record<FieldKey, string> = {
  advance: estimateMessages.advance,
  takings: estimateMessages.monthlyTakings,
};
const schemaKey: Record<FieldKey, keyof CashAdvanceEstimateInput> = {
  advance: 'advancePounds',
  takings: 'monthlyTakingsPounds',
};

/** One typed amount as the schema reads it: the pounds, or null (with the field's message) when it is not one. */
function amountOf(key: FieldKey, text: string): { value: number | null; error?: string } {
  if (text.trim() === '') return { value: null };
  const pounds = parseTypedPounds(text);
  const checked = cashAdvanceEstimateInputSchema.shape[schemaKey[key]].safeParse(pounds);
  return checked.success ? { value: checked.data } : { value: null, error: messageOf[key] };
}

const factor = (rate: number) => rate.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const range = (from: string, to: string) => (from === to ? from : `${from} to ${to}`);

/**
 * The optional cash-advance estimate on /merchant-service: monthly card takings and the advance wanted → the total
 * repaid across the factor rates the business offers and roughly how long at its usual share of takings, with what
 * the figures are (an estimate, subject to status, from a broker) and the day they were true. Nothing at all while
 * the business has entered no cash-advance figures. What the visitor typed is sent with the application, whose
 * server works the figures out again and keeps them for the adviser.
 */
export default function AdvanceEstimate({ control }: { control: RefObject<AdvanceEstimateControl | null> }) {
  const id = useId();
  const trpc = useTRPC();
  const settings = useQuery(trpc.finance.figures.queryOptions()).data?.cashAdvance ?? null;
  const [typed, setTyped] = useSessionDraftState<Typed>(advanceEstimateDraft, blank);
  const [errors, setErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const fields = useRef<Partial<Record<FieldKey, HTMLInputElement | null>>>({});

  const advance = amountOf('advance', typed.advance);
  const takings = amountOf('takings', typed.takings);

  useImperativeHandle(control, () => ({
    check: () => {
      if (!settings) return { ok: true };
      const found: Partial<Record<FieldKey, string>> = {};
      const given = typed.advance.trim() !== '' || typed.takings.trim() !== '';
      for (const [key, amount] of [
        ['takings', takings],
        ['advance', advance],
      ] as const) {
        if (amount.error || (given && amount.value === null)) found[key] = messageOf[key];
      }
      setErrors(found);
      const first = (['takings', 'advance'] as const).find((key) => found[key]);
      if (first) {
        fields.current[first]?.focus();
        return { ok: false };
      }
      return given && advance.value !== null && takings.value !== null
        ? { ok: true, input: { advancePounds: advance.value, monthlyTakingsPounds: takings.value } }
        : { ok: true };
    },
    clear: () => setTyped(blank),
  }));

  if (!settings) return null;

  const field = (key: FieldKey, label: string, hint: string, example: string) => (
    <EstimateField
      id={`${id}-${key}`}
      name={`estimate_${key}`}
      label={label}
      hint={hint}
      example={example}
      value={typed[key]}
      error={errors[key]}
      inputRef={(element) => {
        fields.current[key] = element;
      }}
      onChange={(value) => {
        setTyped((now) => ({ ...now, [key]: value }));
        setErrors((now) => (now[key] ? { ...now, [key]: undefined } : now));
      }}
      onBlur={() => setErrors((now) => ({ ...now, [key]: amountOf(key, typed[key]).error }))}
    />
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="advance-estimate"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        Estimate a cash advance (optional)
      </h2>
      <p className="mt-1 text-slate-700">
        A merchant cash advance is repaid from a share of your future card takings rather than in fixed instalments.
        Enter two figures to see what one could cost; we pass them to your adviser when you continue.
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        {field('takings', 'Your monthly card takings', 'In pounds, e.g. £20,000.', '£20,000')}
        {field('advance', 'Advance you would like', 'In pounds, e.g. £10,000.', '£10,000')}
      </div>
      <div aria-live="polite" className="mt-5">
        {advance.value !== null && takings.value !== null && (
          <EstimateFigures
            settings={settings}
            input={{ advancePounds: advance.value, monthlyTakingsPounds: takings.value }}
          />
        )}
      </div>
    </section>
  );
}

function EstimateFigures({ settings, input }: { settings: CashAdvanceSettings; input: CashAdvanceEstimateInput }) {
  const estimate = cashAdvanceEstimate(settings, input);
  const { lowest, highest } = estimate;
  return (
    <div className="rounded-xl bg-brand-50 p-4" data-testid="advance-estimate-figures">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">Total to repay</dt>
        <dd className="text-2xl font-extrabold text-ink">
          {range(formatWholePounds(lowest.totalPence), formatWholePounds(highest.totalPence))}
        </dd>
        <dt className="font-semibold text-slate-700">Factor rate</dt>
        <dd className="text-ink">
          {range(factor(lowest.factorRate), factor(highest.factorRate))}: each £1 advanced costs{' '}
          {range(`£${factor(lowest.factorRate)}`, `£${factor(highest.factorRate)}`)} to repay
        </dd>
        <dt className="font-semibold text-slate-700">Time to repay</dt>
        <dd className="text-ink">
          {repayMonthsText(lowest.months, highest.months)} months, if{' '}
          {settings.takingsSharePercent.toLocaleString('en-GB')}% of your card takings (
          {formatWholePounds(estimate.monthlyRepaidPence)} a month) goes to repayments and your takings stay at this
          level
          {highest.months > ADVANCE_MONTHS_SHOWN_MAX && (
            <span className="mt-1 block font-semibold">
              Providers usually want an advance repaid within months: one this large for these takings is unlikely to be
              offered.
            </span>
          )}
        </dd>
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        An estimate, not an offer. A cash advance is subject to status: the provider decides whether to offer one, how
        much, and at what factor rate. We are a broker, not a lender or finance provider. Figures as of{' '}
        {formatUkLongDate(new Date(`${settings.asOf}T12:00:00Z`))}.
      </p>
    </div>
  );
}
