import { zodResolver } from '@hookform/resolvers/zod';
import type { ClimateChangeLevySettings } from '@sme/domain';
import type { Resolver } from 'react-hook-form';
import {
  climateChangeLevyFields,
  climateChangeLevyFormSchema,
  climateChangeLevyFormValues,
  type ClimateChangeLevyFormValues,
} from './finance-form-values.ts';
import { FlatFiguresForm, type FlatFigures } from './FlatFiguresForm.tsx';
import type { FinanceFormProps } from './use-finance-form.ts';

const labels: Record<keyof ClimateChangeLevyFormValues, { label: string; hint: string }> = {
  electricityPencePerKwh: { label: 'Electricity (p/kWh)', hint: 'The main rate, e.g. 0.775 (£0.00775 a kWh).' },
  gasPencePerKwh: { label: 'Gas (p/kWh)', hint: 'The main rate, e.g. 0.791 (£0.00791 a kWh).' },
  inForceFrom: {
    label: 'In force from',
    hint: 'The day these rates came into force (HMRC changes them each 1 April).',
  },
};

const levyFigures: FlatFigures<ClimateChangeLevyFormValues, ClimateChangeLevySettings> = {
  name: 'Climate Change Levy rates',
  what: 'Climate Change Levy rates',
  fields: climateChangeLevyFields,
  labels,
  dateField: 'inForceFrom',
  resolver: zodResolver(climateChangeLevyFormSchema) as unknown as Resolver<
    ClimateChangeLevyFormValues,
    unknown,
    ClimateChangeLevySettings
  >,
  valuesOf: climateChangeLevyFormValues,
  columns: 'sm:grid-cols-2 lg:grid-cols-3',
  intro: (
    <p className="max-w-3xl text-sm text-slate-700">
      The booking screen compares what a visitor pays now with the indicative rates with both including VAT (20%, or 5%
      on up to 33 kWh a day of electricity or 145 of gas) and Climate Change Levy at these rates (none on those
      amounts).
    </p>
  ),
};

/**
 * Climate Change Levy: HMRC's main rates, which the booking screen adds, with VAT, to both the visitor's costs and the
 * indicative rates (which exclude both), so the two are compared like for like. Use within the de minimis thresholds
 * is charged none.
 */
export function ClimateChangeLevyForm({
  levy,
  ...props
}: FinanceFormProps<ClimateChangeLevySettings> & { levy: ClimateChangeLevySettings | null }) {
  return <FlatFiguresForm figures={levyFigures} stored={levy} {...props} />;
}
