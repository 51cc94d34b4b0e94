import { zodResolver } from '@hookform/resolvers/zod';
import { formatAprPercent, representativeExample, type LenderReach, type LoanSettings } from '@sme/domain';
import { useId, useMemo, type ReactNode } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { RepresentativeExampleFigures } from '../../finance/RepresentativeExampleFigures.tsx';
import { FieldProblem, FinanceField } from './FinanceField.tsx';
import { FinanceFormButtons } from './FinanceFormButtons.tsx';
import {
  loanFields,
  loanFormSchema,
  loanFormValues,
  type LoanFormValues,
  type loanTextFields,
} from './finance-form-values.ts';
import { useFinanceForm, type FinanceFormProps } from './use-finance-form.ts';

type LoanField = (typeof loanTextFields)[number];

const isField = (path: string) => (loanFields as readonly string[]).includes(path);

const resolver = zodResolver(loanFormSchema) as unknown as Resolver<LoanFormValues, unknown, LoanSettings>;

const lenderReachChoices = [
  ['panel', 'A limited panel of lenders'],
  ['wholeMarket', 'Lenders across the whole market'],
] as const satisfies readonly (readonly [LenderReach, string])[];

const labels: Record<LoanField, { label: string; hint: string }> = {
  interestRatePercent: { label: 'Rate of interest (% a year, fixed)', hint: 'The example’s own rate, e.g. 14.9.' },
  exampleAmountPounds: { label: 'Example amount (£)', hint: 'Whole pounds, from 3,000 to 1,000,000, e.g. 10,000.' },
  exampleTermMonths: { label: 'Example term (months)', hint: 'Whole months, from 1 to 120, e.g. 12.' },
  arrangementFeePounds: { label: 'Arrangement fee (£)', hint: 'Pounds and pence paid at the start; 0 for none.' },
  aprFromPercent: { label: 'Lowest APR offered (%)', hint: 'The calculator shows repayments from this APR...' },
  aprToPercent: { label: 'Highest APR offered (%)', hint: '...to this one, e.g. 9.9 to 34.9.' },
  asOf: { label: 'Figures true as of', hint: 'The day these figures were true; the site prints it beside them.' },
};

/**
 * Business loans: the representative example and the APR range offered, each checked by the domain's rules. The
 * representative APR is not typed: beside the form, the example as the site will print it, with the APR its own
 * figures give. The admin confirms its 51% basis with every save.
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
  const checked = loanFormSchema.safeParse({
    ...typed,
    aprFromPercent: '0',
    aprToPercent: '100',
    asOf: '2000-01-01',
    representativeBasisConfirmed: true,
    firmLegalName: 'Preview',
    firmFrn: '000000',
    lenderReach: 'panel',
  });

  return (
    <form aria-label="Loan figures" noValidate onSubmit={handleSubmit(onSave)} className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <fieldset disabled={!canEdit || saving} className="grid content-start gap-4 sm:grid-cols-2">
          <legend className="sr-only">The business loan figures</legend>
          {field('interestRatePercent')}
          {field('exampleAmountPounds')}
          {field('exampleTermMonths')}
          {field('arrangementFeePounds')}
          {field('asOf')}
          {field('aprFromPercent')}
          {field('aprToPercent')}
          <div className="sm:col-span-2">
            <div className="flex items-start gap-3">
              <input
                id={`${ids}-basis`}
                type="checkbox"
                className="mt-1 size-5 shrink-0"
                aria-invalid={errors.representativeBasisConfirmed ? true : undefined}
                aria-describedby={errors.representativeBasisConfirmed ? `${ids}-basis-error` : undefined}
                {...register('representativeBasisConfirmed')}
              />
              <label htmlFor={`${ids}-basis`} className="text-sm">
                We reasonably expect at least 51% of the loans arranged through this site, as of the date above, to be
                at the representative APR or lower.
              </label>
            </div>
            <FieldProblem id={`${ids}-basis-error`} message={errors.representativeBasisConfirmed?.message} />
          </div>
          <FinanceField
            id={`${ids}-firmLegalName`}
            label="Firm’s legal name"
            hint="As the FCA register shows it; the site names it beside the example."
            error={errors.firmLegalName?.message}
            registered={register('firmLegalName')}
            inputMode="text"
          />
          <FinanceField
            id={`${ids}-firmFrn`}
            label="FCA firm reference number"
            hint="6 or 7 digits, e.g. 123456."
            error={errors.firmFrn?.message}
            registered={register('firmFrn')}
            inputMode="numeric"
          />
          <fieldset className="sm:col-span-2" aria-describedby={errors.lenderReach ? `${ids}-reach-error` : undefined}>
            <legend className="field-label">Which lenders you introduce borrowers to</legend>
            {lenderReachChoices.map(([value, label]) => (
              <label key={value} className="mt-1 flex items-center gap-2 text-sm">
                <input type="radio" value={value} className="size-4" {...register('lenderReach')} />
                {label}
              </label>
            ))}
            <FieldProblem id={`${ids}-reach-error`} message={errors.lenderReach?.message} />
          </fieldset>
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
        The representative APR is worked out from the example: <strong>{formatAprPercent(example.aprPercent)}</strong>.
        The range offered must include it.
      </p>
    </aside>
  );
}
