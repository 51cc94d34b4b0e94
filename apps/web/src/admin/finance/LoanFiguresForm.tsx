import { zodResolver } from '@hookform/resolvers/zod';
import { formatRatePercent, impliedAprPercent, representativeExample, type LoanSettings } from '@sme/domain';
import { useId, useMemo, type ReactNode } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { RepresentativeExampleFigures } from '../../finance/RepresentativeExampleFigures.tsx';
import { FinanceField } from './FinanceField.tsx';
import { FinanceFormButtons } from './FinanceFormButtons.tsx';
import { loanFields, loanFormSchema, loanFormValues, type LoanFormValues } from './finance-form-values.ts';
import { useFinanceForm, type FinanceFormProps } from './use-finance-form.ts';

type LoanField = keyof LoanFormValues;

const isField = (path: string) => (loanFields as readonly string[]).includes(path);

const resolver = zodResolver(loanFormSchema) as unknown as Resolver<LoanFormValues, unknown, LoanSettings>;

const labels: Record<LoanField, { label: string; hint: string }> = {
  representativeAprPercent: { label: 'Representative APR (%)', hint: 'The APR of the example below, e.g. 20.5.' },
  interestRatePercent: { label: 'Rate of interest (% a year, fixed)', hint: 'The example’s own rate, e.g. 14.9.' },
  exampleAmountPounds: { label: 'Example amount (£)', hint: 'Whole pounds, from 3,000 to 1,000,000, e.g. 10,000.' },
  exampleTermMonths: { label: 'Example term (months)', hint: 'Whole months, from 1 to 120, e.g. 12.' },
  arrangementFeePounds: { label: 'Arrangement fee (£)', hint: 'Pounds and pence paid at the start; 0 for none.' },
  aprFromPercent: { label: 'Lowest APR offered (%)', hint: 'The calculator shows repayments from this APR...' },
  aprToPercent: { label: 'Highest APR offered (%)', hint: '...to this one, e.g. 9.9 to 34.9.' },
  asOf: { label: 'Figures true as of', hint: 'The day these figures were true; the site prints it beside them.' },
};

/** How far the APR the example's figures imply may be from the one entered before the form warns. */
const APR_TOLERANCE = 0.1;

/**
 * Business loans: the representative example and the APR range offered, each checked by the domain's rules. Beside
 * the form, the example as the site will print it, and the APR its own figures imply.
 */
export function LoanFiguresForm({
  loan,
  canEdit,
  saving,
  saveError,
  onSave,
  onClear,
}: FinanceFormProps<LoanSettings> & { loan: LoanSettings | null }) {
  const ids = useId();
  const values = useMemo(() => loanFormValues(loan), [loan]);
  const {
    register,
    handleSubmit,
    control,
    general,
    formState: { errors },
  } = useFinanceForm({ values, resolver, saveError, isField });

  const field = (name: LoanField, className?: string) => (
    <FinanceField
      id={`${ids}-${name}`}
      label={labels[name].label}
      hint={labels[name].hint}
      error={errors[name]?.message}
      registered={register(name)}
      type={name === 'asOf' ? 'date' : 'text'}
      inputMode={name === 'exampleTermMonths' ? 'numeric' : 'decimal'}
      className={className}
    />
  );

  const typed = useWatch({ control }) as LoanFormValues;
  // The example needs only its own figures: the APR range and the date are checked as the form is saved.
  const checked = loanFormSchema.safeParse({ ...typed, aprFromPercent: '0', aprToPercent: '0', asOf: '2000-01-01' });

  return (
    <form aria-label="Loan figures" noValidate onSubmit={handleSubmit(onSave)} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <fieldset disabled={!canEdit || saving} className="grid content-start gap-4 sm:grid-cols-2">
          <legend className="sr-only">The business loan figures</legend>
          {field('representativeAprPercent')}
          {field('interestRatePercent')}
          {field('exampleAmountPounds')}
          {field('exampleTermMonths')}
          {field('arrangementFeePounds')}
          {field('asOf')}
          {field('aprFromPercent')}
          {field('aprToPercent')}
        </fieldset>
        <ExamplePreview loan={checked.success ? checked.data : null} />
      </div>
      {canEdit && (
        <FinanceFormButtons
          what="loan figures"
          general={general}
          saving={saving}
          canClear={loan !== null}
          onClear={onClear}
        />
      )}
    </form>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3 border-t border-slate-200 py-1.5 first:border-t-0">
      <dt>{label}</dt>
      <dd className="text-right font-semibold">{children}</dd>
    </div>
  );
}

/** The representative example as the site prints it, from the figures as typed (once they pass the rules). */
function ExamplePreview({ loan }: { loan: LoanSettings | null }) {
  if (!loan) {
    return (
      <aside aria-labelledby="loan-example-heading" className="rounded-lg bg-slate-50 p-4 text-sm">
        <h3 id="loan-example-heading" className="text-base font-bold">
          Representative example
        </h3>
        <p className="mt-2">
          The example as the site will print it shows here once the example’s figures are entered correctly.
        </p>
      </aside>
    );
  }
  const example = representativeExample(loan);
  const implied = impliedAprPercent(example);
  const differs = Math.abs(implied - loan.representativeAprPercent) > APR_TOLERANCE + 1e-9;
  return (
    <aside
      aria-labelledby="loan-example-heading"
      data-testid="loan-example-preview"
      className="rounded-lg bg-slate-50 p-4 text-sm"
    >
      <h3 id="loan-example-heading" className="text-base font-bold">
        Representative example
      </h3>
      <p className="mt-1 text-slate-700">As the site will print it:</p>
      <dl className="mt-2">
        <RepresentativeExampleFigures example={example} Row={Row} />
      </dl>
      <p className="mt-3" data-testid="implied-apr">
        The example’s own figures give an APR of <strong>{formatRatePercent(implied)}</strong>.
      </p>
      {/* Announced as it appears: the slip is found while typing, away from the field. */}
      <div aria-live="polite">
        {differs && (
          <p
            className="mt-2 rounded border border-amber-600 bg-amber-50 p-2 font-medium text-amber-900"
            data-testid="apr-warning"
          >
            Check the figures: the representative APR entered is {formatRatePercent(loan.representativeAprPercent)}, but
            the example’s amount, term, rate of interest and fee give {formatRatePercent(implied)}. The two should not
            differ by more than 0.1.
          </p>
        )}
      </div>
    </aside>
  );
}
