import { zodResolver } from '@hookform/resolvers/zod';
import type { CashAdvanceSettings } from '@sme/domain';
import type { Resolver } from 'react-hook-form';
import {
  cashAdvanceFields,
  cashAdvanceFormSchema,
  cashAdvanceFormValues,
  type CashAdvanceFormValues,
} from './finance-form-values.ts';
import { FlatFiguresForm, type FlatFigures } from './FlatFiguresForm.tsx';
import type { FinanceFormProps } from './use-finance-form.ts';

const labels: Record<keyof CashAdvanceFormValues, { label: string; hint: string }> = {
  factorRateFrom: { label: 'Lowest factor rate', hint: 'What each £1 advanced costs in all, e.g. 1.10.' },
  factorRateTo: { label: 'Highest factor rate', hint: 'From 1.00 to 3.00, e.g. 1.35.' },
  takingsSharePercent: {
    label: 'Share of card takings repaid (%)',
    hint: 'The usual share of each day’s card takings, e.g. 10.',
  },
  asOf: { label: 'Figures true as of', hint: 'The day these figures were true; the site prints it beside them.' },
};

const advanceFigures: FlatFigures<CashAdvanceFormValues, CashAdvanceSettings> = {
  name: 'Cash advance figures',
  what: 'cash advance figures',
  fields: cashAdvanceFields,
  labels,
  dateField: 'asOf',
  resolver: zodResolver(cashAdvanceFormSchema) as unknown as Resolver<
    CashAdvanceFormValues,
    unknown,
    CashAdvanceSettings
  >,
  valuesOf: cashAdvanceFormValues,
  columns: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** Cash advance: the factor-rate range and the share of card takings usually repaid. */
export function CashAdvanceFiguresForm({
  advance,
  ...props
}: FinanceFormProps<CashAdvanceSettings> & { advance: CashAdvanceSettings | null }) {
  return <FlatFiguresForm figures={advanceFigures} stored={advance} {...props} />;
}
