import {
  billIncludesVatField,
  currentEnergyParts,
  fuelLabels,
  type BillIncludesVatFieldName,
  type CurrentEnergyFieldName,
  type EnergyFuel,
} from '@sme/domain';
import type { RefObject } from 'react';
import { LabelledInput } from '../../../forms/fields.tsx';

type WhatYouPayNowFieldName = CurrentEnergyFieldName | BillIncludesVatFieldName;
/** What the visitor typed in "What you pay now", field by field (text, as typed; the tick as 'true' or 'false'). */
export type WhatYouPayNowText = Partial<Record<WhatYouPayNowFieldName, string>>;
export type WhatYouPayNowErrors = Partial<Record<WhatYouPayNowFieldName, string>>;

const partLabels: Record<
  (typeof currentEnergyParts)[number],
  { label: string; inputMode: 'numeric' | 'decimal'; hint?: string }
> = {
  annual_kwh: { label: 'Yearly usage (kWh)', inputMode: 'numeric' },
  monthly_bill: {
    label: 'Monthly bill (£)',
    inputMode: 'decimal',
    hint: 'The bill’s total: we take it as including VAT and Climate Change Levy (CCL) unless you untick the box below.',
  },
  unit_rate: {
    label: 'Unit rate (pence per kWh)',
    inputMode: 'decimal',
    hint: 'Before VAT and CCL, as business bills print it.',
  },
  standing_charge: {
    label: 'Standing charge (pence per day)',
    inputMode: 'decimal',
    hint: 'Before VAT and CCL, as business bills print it.',
  },
};

/** The ids a control is described by: its hint, and its message once refused. */
const describedBy = (hintId: string | undefined, errorId: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': [hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined,
});

function FieldMessage({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

/**
 * The supplier step's optional "What you pay now": per fuel of the service chosen, the yearly usage or the monthly
 * bill (taken as including VAT and CCL unless the visitor unticks the box), and the unit rate and standing charge
 * if known (as bills print them, before VAT and CCL). Folded away until the visitor opens it (a native disclosure:
 * it opens without code); every field may stay blank. Fields of the step's plain form: their values stay in the page.
 */
export function WhatYouPayNow({
  idPrefix,
  fuels,
  defaultValues,
  errors,
  defaultOpen,
  detailsRef,
  onFieldChange,
}: {
  idPrefix: string;
  fuels: EnergyFuel[];
  /** What the lead kept, or what a plain submission sent. */
  defaultValues: WhatYouPayNowText;
  errors: WhatYouPayNowErrors;
  defaultOpen: boolean;
  /** The disclosure, which the step opens to show a problem. */
  detailsRef: RefObject<HTMLDetailsElement | null>;
  onFieldChange: (name: WhatYouPayNowFieldName) => void;
}) {
  if (fuels.length === 0) return null;
  const hintId = `${idPrefix}-pay-now-hint`;
  return (
    <details
      className="mt-8 rounded-xl border border-slate-200 bg-white p-4"
      ref={detailsRef}
      open={defaultOpen}
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
        {fuels.map((fuel) => {
          const tickName = billIncludesVatField(fuel);
          const tickId = `${idPrefix}-${tickName}`;
          return (
            <fieldset key={fuel} aria-describedby={hintId} className="min-w-0">
              <legend className="font-semibold text-ink">{fuelLabels[fuel]}</legend>
              <div className="mt-2 grid gap-3">
                {currentEnergyParts.map((part) => {
                  const name: CurrentEnergyFieldName = `${fuel}_${part}`;
                  const id = `${idPrefix}-${name}`;
                  const error = errors[name];
                  const { hint } = partLabels[part];
                  return (
                    <div key={name}>
                      <LabelledInput
                        id={id}
                        name={name}
                        label={`${fuelLabels[fuel]}: ${partLabels[part].label}`}
                        inputMode={partLabels[part].inputMode}
                        autoComplete="off"
                        defaultValue={defaultValues[name] ?? ''}
                        onChange={() => onFieldChange(name)}
                        {...describedBy(hint ? `${id}-hint` : undefined, `${id}-error`, error)}
                      />
                      {hint && (
                        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700">
                          {hint}
                        </p>
                      )}
                      <FieldMessage id={`${id}-error`} error={error} />
                      {part === 'monthly_bill' && (
                        <div className="mt-2">
                          <label className="flex min-h-11 cursor-pointer items-center gap-3 font-medium">
                            <input
                              id={tickId}
                              name={tickName}
                              type="checkbox"
                              className="size-5 accent-brand-700"
                              value="true"
                              defaultChecked={defaultValues[tickName] !== 'false'}
                              onChange={() => onFieldChange(tickName)}
                              {...describedBy(undefined, `${tickId}-error`, errors[tickName])}
                            />
                            {fuelLabels[fuel]}: my monthly bill includes VAT and CCL
                          </label>
                          <FieldMessage id={`${tickId}-error`} error={errors[tickName]} />
                        </div>
                      )}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
      </div>
    </details>
  );
}
