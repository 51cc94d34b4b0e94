import { currentEnergyParts, fuelLabels, type CurrentEnergyFieldName, type EnergyFuel } from '@sme/domain';
import { describedByError, LabelledInput } from '../../../forms/fields.tsx';

/** What the visitor typed in "What you pay now", field by field (text, as typed). */
export type WhatYouPayNowText = Partial<Record<CurrentEnergyFieldName, string>>;
export type WhatYouPayNowErrors = Partial<Record<CurrentEnergyFieldName, string>>;

const partLabels: Record<(typeof currentEnergyParts)[number], { label: string; inputMode: 'numeric' | 'decimal' }> = {
  annual_kwh: { label: 'Yearly usage (kWh)', inputMode: 'numeric' },
  monthly_bill: { label: 'Monthly bill (£)', inputMode: 'decimal' },
  unit_rate: { label: 'Unit rate (pence per kWh)', inputMode: 'decimal' },
  standing_charge: { label: 'Standing charge (pence per day)', inputMode: 'decimal' },
};

/**
 * The supplier step's optional "What you pay now": per fuel of the service chosen, the yearly usage or the monthly
 * bill, and the unit rate and standing charge if known. Folded away until the visitor opens it; every field may
 * stay blank.
 */
export function WhatYouPayNow({
  idPrefix,
  fuels,
  values,
  errors,
  open,
  onOpenChange,
  onChange,
}: {
  idPrefix: string;
  fuels: EnergyFuel[];
  values: WhatYouPayNowText;
  errors: WhatYouPayNowErrors;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (name: CurrentEnergyFieldName, value: string) => void;
}) {
  if (fuels.length === 0) return null;
  const hintId = `${idPrefix}-pay-now-hint`;
  return (
    <details
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4"
      open={open}
      onToggle={(event) => onOpenChange(event.currentTarget.open)}
      data-testid="what-you-pay-now"
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-lg font-semibold text-ink">
        What you pay now (optional)
      </summary>
      <p id={hintId} className="mt-2 text-slate-700">
        Skip this if you do not have a bill to hand. If you do, give your yearly usage or your monthly bill (or both),
        and your unit rate and standing charge if you know them. Your specialist starts the call from these figures.
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        {fuels.map((fuel) => (
          <fieldset key={fuel} aria-describedby={hintId} className="min-w-0">
            <legend className="font-semibold text-ink">{fuelLabels[fuel]}</legend>
            <div className="mt-2 grid gap-3">
              {currentEnergyParts.map((part) => {
                const name: CurrentEnergyFieldName = `${fuel}_${part}`;
                const id = `${idPrefix}-${name}`;
                const error = errors[name];
                return (
                  <div key={name}>
                    <LabelledInput
                      id={id}
                      name={name}
                      label={`${fuelLabels[fuel]}: ${partLabels[part].label}`}
                      inputMode={partLabels[part].inputMode}
                      autoComplete="off"
                      value={values[name] ?? ''}
                      onChange={(event) => onChange(name, event.target.value)}
                      {...describedByError(`${id}-error`, error)}
                    />
                    {error && (
                      <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
    </details>
  );
}
