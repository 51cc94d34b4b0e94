import { zodResolver } from '@hookform/resolvers/zod';
import type { CashAdvanceSettings } from '@sme/domain';
import { useId, useMemo } from 'react';
import type { Resolver } from 'react-hook-form';
import { FinanceField } from './FinanceField.tsx';
import { FinanceFormButtons } from './FinanceFormButtons.tsx';
import {
  cashAdvanceFields,
  cashAdvanceFormSchema,
  cashAdvanceFormValues,
  type CashAdvanceFormValues,
} from './finance-form-values.ts';
import { useFinanceForm, type FinanceFormProps } from './use-finance-form.ts';

type CashAdvanceField = keyof CashAdvanceFormValues;

const isField = (path: string) => (cashAdvanceFields as readonly string[]).includes(path);

const resolver = zodResolver(cashAdvanceFormSchema) as unknown as Resolver<
  CashAdvanceFormValues,
  unknown,
  CashAdvanceSettings
>;

const labels: Record<CashAdvanceField, { label: string; hint: string }> = {
  factorRateFrom: { label: 'Lowest factor rate', hint: 'What each £1 advanced costs in all, e.g. 1.10.' },
  factorRateTo: { label: 'Highest factor rate', hint: 'From 1.00 to 3.00, e.g. 1.35.' },
  takingsSharePercent: {
    label: 'Share of card takings repaid (%)',
    hint: 'The usual share of each day’s card takings, e.g. 10.',
  },
  asOf: { label: 'Figures true as of', hint: 'The day these figures were true; the site prints it beside them.' },
};

/** Cash advance: the factor-rate range and the share of card takings usually repaid. */
export function CashAdvanceFiguresForm({
  advance,
  canEdit,
  saving,
  saveError,
  onSave,
  onClear,
}: FinanceFormProps<CashAdvanceSettings> & { advance: CashAdvanceSettings | null }) {
  const ids = useId();
  const values = useMemo(() => cashAdvanceFormValues(advance), [advance]);
  const {
    register,
    handleSubmit,
    general,
    formState: { errors },
  } = useFinanceForm({ values, resolver, saveError, isField });

  const field = (name: CashAdvanceField) => (
    <FinanceField
      id={`${ids}-${name}`}
      label={labels[name].label}
      hint={labels[name].hint}
      error={errors[name]?.message}
      registered={register(name)}
      type={name === 'asOf' ? 'date' : 'text'}
    />
  );

  return (
    <form aria-label="Cash advance figures" noValidate onSubmit={handleSubmit(onSave)} className="space-y-6">
      <fieldset disabled={!canEdit || saving} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="sr-only">The cash advance figures</legend>
        {cashAdvanceFields.map((name) => (
          <div key={name}>{field(name)}</div>
        ))}
      </fieldset>
      {canEdit && (
        <FinanceFormButtons
          what="cash advance figures"
          general={general}
          saving={saving}
          canClear={advance !== null}
          onClear={onClear}
        />
      )}
    </form>
  );
}
