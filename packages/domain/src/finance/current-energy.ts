import { z } from 'zod';
import {
  energyFuels,
  indicativeComparison,
  type ClimateChangeLevySettings,
  type CurrentEnergy,
  type EnergyFuel,
  type EnergyRatesSettings,
} from './energy-costs.ts';
import type { EnergyFiguresShown } from './finance-settings.ts';
import {
  billIncludesVatField,
  fuelLabels,
  type BillIncludesVatFieldName,
  type CurrentEnergyFieldName,
  type CurrentEnergyPart,
} from './current-energy-names.ts';
import { parseTypedPounds } from './money.ts';

// "What you pay now" on the energy wizard's supplier step: optional, per fuel of the service chosen. One rule for
// the form and the procedure; the wire names are flat (electricity_annual_kwh, gas_unit_rate, ...) so a
// form-encoded legacy client can send them too. A bill is taken as its total, including VAT and Climate Change
// Levy, unless the visitor says it is not (electricity_bill_includes_vat: false); the unit rate and standing charge as
// business bills print them, before both.

export const currentEnergyMessages = {
  annualKwh: 'Please enter your yearly usage in whole kWh, from 1 to 10,000,000 (e.g. 12000).',
  monthlyBill: 'Please enter your monthly bill in pounds and pence, from £1 to £1,000,000 (e.g. £250).',
  unitRate: 'Please enter your unit rate in pence per kWh, above 0 and up to 200, with at most 3 decimals (e.g. 24.5).',
  standingCharge:
    'Please enter your standing charge in pence per day, from 0 to 1,000, with at most 3 decimals (e.g. 60).',
  billIncludesVat: 'Please say whether your monthly bill includes VAT and Climate Change Levy (true or false).',
  fuelNotInService: (fuel: string, service: string) =>
    `Your quote is for ${service}: please leave the ${fuel.toLowerCase()} figures out, or change what you compare.`,
} as const;

/** A blank (or missing) field is no answer: the section is optional, field by field. */
const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
/** Numbers sent as text (a form, or typed as "12,000") become the number they spell; anything else is left as sent. */
const decimalAsNumber = (value: unknown) => {
  const blank = blankAsMissing(value);
  return typeof blank === 'string' && /^\s*(\d{1,3}(,\d{3})+|\d{1,12})(\.\d{1,6})?\s*$/.test(blank)
    ? Number(blank.replace(/[,\s]/g, ''))
    : blank;
};
/** Pounds as people type them: "250", "£1,250.50". */
const poundsAsNumber = (value: unknown) => {
  const blank = blankAsMissing(value);
  return typeof blank === 'string' ? (parseTypedPounds(blank) ?? blank) : blank;
};
/** Yes or no as a form sends it ("true", "false", "1", "0", "yes", "no"); anything else is left as sent. */
const textAsBoolean = (value: unknown) => {
  const blank = blankAsMissing(value);
  if (typeof blank !== 'string') return blank;
  const said = blank.trim().toLowerCase();
  return ['true', '1', 'yes'].includes(said) ? true : ['false', '0', 'no'].includes(said) ? false : blank;
};
const hasDecimals = (value: number, places: number) =>
  Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

const optionalFigure = (
  read: (value: unknown) => unknown,
  message: string,
  check: (value: number) => boolean,
  meta: { description: string; example: number },
) =>
  z
    .preprocess(
      read,
      z
        .number({ error: message })
        .refine((value) => Number.isFinite(value) && check(value), message)
        .optional(),
    )
    .optional()
    .meta(meta);

const fuelFields = <Fuel extends EnergyFuel>(fuel: Fuel) => {
  const name = fuelLabels[fuel];
  return {
    [`${fuel}_annual_kwh`]: optionalFigure(
      decimalAsNumber,
      currentEnergyMessages.annualKwh,
      (value) => Number.isInteger(value) && value >= 1 && value <= 10_000_000,
      { description: `Optional. ${name}: yearly usage in whole kWh.`, example: 12000 },
    ),
    [`${fuel}_monthly_bill`]: optionalFigure(
      poundsAsNumber,
      currentEnergyMessages.monthlyBill,
      (value) => value >= 1 && value <= 1_000_000 && hasDecimals(value, 2),
      {
        description: `Optional. ${name}: the monthly bill in pounds (e.g. 250 or 250.50), its total: including VAT and Climate Change Levy unless ${fuel}_bill_includes_vat is false.`,
        example: 250,
      },
    ),
    [`${fuel}_unit_rate`]: optionalFigure(
      decimalAsNumber,
      currentEnergyMessages.unitRate,
      (value) => value > 0 && value <= 200 && hasDecimals(value, 3),
      {
        description: `Optional. ${name}: the current unit rate in pence per kWh, before VAT and Climate Change Levy (as business bills print it).`,
        example: 24.5,
      },
    ),
    [`${fuel}_standing_charge`]: optionalFigure(
      decimalAsNumber,
      currentEnergyMessages.standingCharge,
      (value) => value >= 0 && value <= 1000 && hasDecimals(value, 3),
      {
        description: `Optional. ${name}: the current standing charge in pence per day, before VAT and Climate Change Levy (as business bills print it).`,
        example: 60,
      },
    ),
  } as Record<`${Fuel}_${CurrentEnergyPart}`, ReturnType<typeof optionalFigure>>;
};

const billIncludesVat = (fuel: EnergyFuel) =>
  z
    .preprocess(textAsBoolean, z.boolean({ error: currentEnergyMessages.billIncludesVat }).optional())
    .optional()
    .meta({
      description: `Optional. ${fuelLabels[fuel]}: whether the monthly bill includes VAT and Climate Change Levy, as a bill's total does; true when left out.`,
      example: true,
    });

/** The ten optional fields of "What you pay now": two fuels by four figures, and whether each bill includes VAT. */
export const currentEnergyFields = {
  ...fuelFields('electricity'),
  electricity_bill_includes_vat: billIncludesVat('electricity'),
  ...fuelFields('gas'),
  gas_bill_includes_vat: billIncludesVat('gas'),
};
export const currentEnergySchema = z.object(currentEnergyFields);
export type CurrentEnergyFields = Partial<Record<CurrentEnergyFieldName, number>> &
  Partial<Record<BillIncludesVatFieldName, boolean>>;

/** The fuels the visitor gave any figure for, as the calculators read them. */
export function currentEnergyOf(fields: CurrentEnergyFields): CurrentEnergy[] {
  return energyFuels.flatMap((fuel) => {
    const current: CurrentEnergy = { fuel };
    const annualKwh = fields[`${fuel}_annual_kwh`];
    const monthlyBillPounds = fields[`${fuel}_monthly_bill`];
    const unitRatePence = fields[`${fuel}_unit_rate`];
    const standingChargePencePerDay = fields[`${fuel}_standing_charge`];
    if (annualKwh !== undefined) current.annualKwh = annualKwh;
    if (monthlyBillPounds !== undefined) {
      current.monthlyBillPounds = monthlyBillPounds;
      // Said of the bill only: without one it says nothing.
      current.billIncludesVatAndCcl = fields[billIncludesVatField(fuel)] ?? true;
    }
    if (unitRatePence !== undefined) current.unitRatePence = unitRatePence;
    if (standingChargePencePerDay !== undefined) current.standingChargePencePerDay = standingChargePencePerDay;
    return Object.keys(current).length > 1 ? [current] : [];
  });
}

/** The fields back from what a lead stored (to fill the step in again). */
export function currentEnergyFieldsOf(current: CurrentEnergy[]): CurrentEnergyFields {
  const fields: CurrentEnergyFields = {};
  for (const fuel of current) {
    if (fuel.annualKwh !== undefined) fields[`${fuel.fuel}_annual_kwh`] = fuel.annualKwh;
    if (fuel.monthlyBillPounds !== undefined) {
      fields[`${fuel.fuel}_monthly_bill`] = fuel.monthlyBillPounds;
      fields[billIncludesVatField(fuel.fuel)] = fuel.billIncludesVatAndCcl !== false;
    }
    if (fuel.unitRatePence !== undefined) fields[`${fuel.fuel}_unit_rate`] = fuel.unitRatePence;
    if (fuel.standingChargePencePerDay !== undefined) {
      fields[`${fuel.fuel}_standing_charge`] = fuel.standingChargePencePerDay;
    }
  }
  return fields;
}

/**
 * What the lead keeps: what the visitor pays now, the indicative comparison for each fuel whose usage falls in a band
 * the business entered (none without its rates, or without the Climate Change Levy rates that make it like for like),
 * and the CCL rates it was worked out with. Null when the visitor gave no figure.
 */
export function energyFiguresShownOf(
  settings: EnergyRatesSettings | null,
  levy: ClimateChangeLevySettings | null,
  current: CurrentEnergy[],
): EnergyFiguresShown | null {
  if (current.length === 0) return null;
  const comparisons = settings
    ? current.flatMap((fuel) => {
        const comparison = indicativeComparison(settings, levy, fuel);
        return comparison ? [comparison] : [];
      })
    : [];
  return { current, comparisons, asOf: comparisons.length > 0 && settings ? settings.asOf : null, levy };
}
