import {
  ADVANCE_MONTHS_SHOWN_MAX,
  repayMonthsText,
  cashAdvanceEstimate,
  formatUkLongDate,
  formatWholePounds,
  type CashAdvanceEstimateInput,
  type CashAdvanceSettings,
} from '@sme/domain';
import { useEffect, useImperativeHandle, useRef, useState, type RefObject } from 'react';
import { readDraft } from '../../forms/draft-storage.ts';
import { readFields, writeFields } from '../../forms/plain-form.ts';
import { amountOf, checkEstimate, type EstimateKey, type TypedEstimate } from './advance-estimate-check.ts';
import { merchantDraft } from './cash-advance-forms.ts';
import { EstimateField } from './EstimateField.tsx';
import { useIslandId } from '../../app/use-island-id.ts';

/** What the merchant-service form asks of the estimate when Next is pressed. */
export interface AdvanceEstimateControl {
  /**
   * The estimate's inputs to send with the application: none when left blank; not ok (its fields say why, the first
   * is focused) when something typed is not an amount.
   */
  check: () => { ok: true; input?: CashAdvanceEstimateInput } | { ok: false };
  clear: () => void;
}

/** Each amount's field, by the form's name for it (merchantFieldNames' neighbours, estimateFieldNames). */
const fieldName: Record<EstimateKey, 'estimate_takings' | 'estimate_advance'> = {
  takings: 'estimate_takings',
  advance: 'estimate_advance',
};

const factor = (rate: number) => rate.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 3 });
const range = (from: string, to: string) => (from === to ? from : `${from} to ${to}`);

/**
 * The optional cash-advance estimate on /merchant-service, inside its form: monthly card takings and the advance
 * wanted → the total repaid across the factor rates the business offers and roughly how long at its usual share of
 * takings, with what the figures are (an estimate, subject to status, from a broker) and the day they were true. The
 * page renders it only once the business has entered cash-advance figures (`settings`). Its amounts are fields of the
 * form (their values stay in the page: what was typed before this code arrived is what it estimates), sent with the
 * application, whose server works the figures out again and keeps them for the adviser.
 */
export default function AdvanceEstimate({
  settings,
  control,
  initial,
}: {
  settings: CashAdvanceSettings;
  control: RefObject<AdvanceEstimateControl | null>;
  /** What the fields start with: what a plain submission sent, or nothing. */
  initial: TypedEstimate;
}) {
  const id = useIslandId();
  const [typed, setTyped] = useState<TypedEstimate>(initial);
  const [errors, setErrors] = useState<Partial<Record<EstimateKey, string>>>({});
  const fields = useRef<Partial<Record<EstimateKey, HTMLInputElement | null>>>({});

  // As the code arrives: the tab's draft in the fields nobody has changed (a page the browser rendered itself had no
  // fields for the form's draft to go into), then what the fields hold, typed before the code, is what is estimated.
  useEffect(() => {
    const form = fields.current.takings?.form;
    if (!form) return;
    const saved = readDraft<Record<string, string>>(merchantDraft);
    if (saved) {
      writeFields(
        form,
        { estimate_takings: saved.estimate_takings, estimate_advance: saved.estimate_advance },
        {
          onlyUntouched: true,
        },
      );
    }
    const now = readFields(form, ['estimate_takings', 'estimate_advance']);
    setTyped({ takings: now.estimate_takings, advance: now.estimate_advance });
  }, []);

  const advance = amountOf('advance', typed.advance);
  const takings = amountOf('takings', typed.takings);
  const valueOf = (key: EstimateKey) => fields.current[key]?.value ?? typed[key];

  useImperativeHandle(control, () => ({
    check: () => {
      const checked = checkEstimate({ advance: valueOf('advance'), takings: valueOf('takings') });
      if (checked.ok) {
        setErrors({});
        return checked;
      }
      setErrors(checked.problems);
      const first = (['takings', 'advance'] as const).find((key) => checked.problems[key]);
      if (first) fields.current[first]?.focus();
      return { ok: false };
    },
    clear: () => {
      for (const field of Object.values(fields.current)) if (field) field.value = '';
      setTyped({ advance: '', takings: '' });
    },
  }));

  const field = (key: EstimateKey, label: string, hint: string, example: string) => (
    <EstimateField
      id={`${id}-${key}`}
      name={fieldName[key]}
      label={label}
      hint={hint}
      example={example}
      defaultValue={initial[key]}
      error={errors[key]}
      inputRef={(element) => {
        fields.current[key] = element;
      }}
      onChange={(value) => {
        setTyped((now) => ({ ...now, [key]: value }));
        setErrors((now) => (now[key] ? { ...now, [key]: undefined } : now));
      }}
      onBlur={() => setErrors((now) => ({ ...now, [key]: amountOf(key, valueOf(key)).error }))}
    />
  );

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
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
