import { zodResolver } from '@hookform/resolvers/zod';
import type { EnergyRatesSettings } from '@sme/domain';
import { useId, useMemo } from 'react';
import { useFieldArray, type Resolver } from 'react-hook-form';
import { outlineButton, smallOutlineButton } from '../console-styles.ts';
import { FieldProblem, FinanceField } from './FinanceField.tsx';
import { FinanceFormButtons } from './FinanceFormButtons.tsx';
import {
  bandFields,
  blankBand,
  energyRatesFormSchema,
  energyRatesFormValues,
  type EnergyBandFormValues,
  type EnergyRatesFormValues,
} from './finance-form-values.ts';
import { useFinanceForm, type FinanceFormProps } from './use-finance-form.ts';

const resolver = zodResolver(energyRatesFormSchema) as unknown as Resolver<
  EnergyRatesFormValues,
  unknown,
  EnergyRatesSettings
>;

/** The schema takes at most this many bands. */
const MAX_BANDS = 40;

const bandLabels: Record<(typeof bandFields)[number], { label: string; hint: string }> = {
  fromKwh: { label: 'From (kWh a year)', hint: 'Whole kWh, e.g. 0.' },
  toKwh: { label: 'To (kWh a year)', hint: 'Blank for no limit.' },
  unitRatePence: { label: 'Unit rate (p/kWh)', hint: 'Before VAT and CCL, e.g. 24.5' },
  standingChargePencePerDay: { label: 'Standing charge (p/day)', hint: 'Before VAT and CCL, e.g. 60' },
};

const fuelLabels: Record<EnergyBandFormValues['fuel'], string> = { electricity: 'Electricity', gas: 'Gas' };

/** The list's own refusal (bands that overlap) goes under the list. */
const listErrorUnderList = (path: string) => (path === 'bands' ? 'bands.root' : path);

const isField = (path: string) => path === 'asOf' || path === 'bands' || /^bands\.\d+\.[a-zA-Z]+$/.test(path);

/**
 * Energy: the indicative rates of the panel, in bands of yearly usage per fuel, before VAT and Climate Change Levy.
 * The booking screen compares a visitor's current costs with the band their usage falls in, both with VAT and CCL
 * added; a usage in no band gets no comparison.
 */
export function EnergyRatesForm({
  rates,
  canEdit,
  saving,
  saveError,
  onSave,
  onClear,
}: FinanceFormProps<EnergyRatesSettings> & { rates: EnergyRatesSettings | null }) {
  const ids = useId();
  const values = useMemo(() => energyRatesFormValues(rates), [rates]);
  const {
    register,
    handleSubmit,
    control,
    general,
    formState: { errors },
  } = useFinanceForm({
    values,
    resolver,
    saveError,
    isField,
    fieldOf: listErrorUnderList,
  });
  const bands = useFieldArray({ control, name: 'bands' });

  const bandsError = errors.bands?.root?.message ?? errors.bands?.message;
  const bandsErrorId = `${ids}-bands-error`;

  return (
    <form aria-label="Energy indicative rates" noValidate onSubmit={handleSubmit(onSave)} className="space-y-6">
      <fieldset disabled={!canEdit || saving} className="space-y-4">
        <legend className="sr-only">The energy indicative rates</legend>
        <FinanceField
          id={`${ids}-asOf`}
          label="Rates true as of"
          hint="The day these rates were true; the booking screen prints it beside the comparison."
          error={errors.asOf?.message}
          registered={register('asOf')}
          type="date"
          className="max-w-xs"
        />
        <fieldset aria-describedby={bandsError ? bandsErrorId : undefined} className="space-y-4">
          <legend className="text-base font-semibold">Bands of yearly usage</legend>
          <p className="text-sm text-slate-700">
            Enter each rate before VAT and Climate Change Levy: the booking screen adds both (see Climate Change Levy
            below) to compare like for like with what the visitor pays. Each fuel’s bands must not overlap: a band runs
            from its start up to (not including) its end.
          </p>
          {bands.fields.map((band, index) => {
            const bandError = errors.bands?.[index];
            const rowId = `${ids}-band-${index}`;
            return (
              <fieldset
                key={band.id}
                className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-[9rem_repeat(4,minmax(0,1fr))_auto]"
              >
                <legend className="px-1 text-sm font-semibold">Band {index + 1}</legend>
                <div>
                  <label htmlFor={`${rowId}-fuel`} className="field-label">
                    Fuel
                  </label>
                  <select id={`${rowId}-fuel`} className="field-input" {...register(`bands.${index}.fuel`)}>
                    {(['electricity', 'gas'] as const).map((fuel) => (
                      <option key={fuel} value={fuel}>
                        {fuelLabels[fuel]}
                      </option>
                    ))}
                  </select>
                </div>
                {bandFields.map((name) => (
                  <FinanceField
                    key={name}
                    id={`${rowId}-${name}`}
                    label={bandLabels[name].label}
                    hint={bandLabels[name].hint}
                    error={bandError?.[name]?.message}
                    registered={register(`bands.${index}.${name}`)}
                    inputMode={name === 'fromKwh' || name === 'toKwh' ? 'numeric' : 'decimal'}
                  />
                ))}
                {canEdit && bands.fields.length > 1 && (
                  <div className="flex items-start lg:pt-7">
                    <button
                      type="button"
                      className={smallOutlineButton}
                      aria-label={`Remove band ${index + 1}`}
                      onClick={() => bands.remove(index)}
                    >
                      Remove
                    </button>
                  </div>
                )}
              </fieldset>
            );
          })}
          <FieldProblem id={bandsErrorId} message={bandsError} />
          {canEdit && bands.fields.length < MAX_BANDS && (
            <button type="button" className={outlineButton} onClick={() => bands.append(blankBand())}>
              Add a band
            </button>
          )}
        </fieldset>
      </fieldset>
      {canEdit && (
        <FinanceFormButtons
          what="energy rates"
          general={general}
          saving={saving}
          canClear={rates !== null}
          onClear={onClear}
        />
      )}
    </form>
  );
}
