import { roundPence } from './money.ts';

export const energyFuels = ['electricity', 'gas'] as const;
export type EnergyFuel = (typeof energyFuels)[number];

/** What the visitor pays now for one fuel, as far as they know it (every part optional). */
export interface CurrentEnergy {
  fuel: EnergyFuel;
  annualKwh?: number;
  monthlyBillPounds?: number;
  unitRatePence?: number;
  standingChargePencePerDay?: number;
}

/** Indicative panel rates for one fuel and consumption band, entered by the business. */
export interface EnergyRateBand {
  fuel: EnergyFuel;
  fromKwh: number;
  /** The band's top, exclusive; null for the last band. */
  toKwh: number | null;
  unitRatePence: number;
  standingChargePencePerDay: number;
}

export interface EnergyRatesSettings {
  asOf: string;
  bands: EnergyRateBand[];
}

const DAYS_A_YEAR = 365;

/** The yearly cost at a unit rate and standing charge. */
function costAt(kwh: number, unitRatePence: number, standingChargePencePerDay: number): number {
  return roundPence(kwh * unitRatePence + standingChargePencePerDay * DAYS_A_YEAR);
}

/** The yearly usage: as given, or worked out from the monthly bill and both rates. Null when it cannot be known. */
export function annualKwhOf(current: CurrentEnergy): number | null {
  if (current.annualKwh !== undefined) return current.annualKwh;
  const { monthlyBillPounds: bill, unitRatePence: unit, standingChargePencePerDay: standing } = current;
  if (bill === undefined || unit === undefined || standing === undefined || unit <= 0) return null;
  const kwh = (bill * 100 * 12 - standing * DAYS_A_YEAR) / unit;
  return kwh > 0 ? Math.round(kwh) : null;
}

/** What the visitor pays a year now: the monthly bill times twelve, or usage at their rates. Null when unknown. */
export function currentAnnualCostPence(current: CurrentEnergy): number | null {
  if (current.monthlyBillPounds !== undefined) return roundPence(current.monthlyBillPounds * 100 * 12);
  const { annualKwh, unitRatePence, standingChargePencePerDay } = current;
  if (annualKwh === undefined || unitRatePence === undefined || standingChargePencePerDay === undefined) return null;
  return costAt(annualKwh, unitRatePence, standingChargePencePerDay);
}

export interface IndicativeComparison {
  fuel: EnergyFuel;
  annualKwh: number;
  band: EnergyRateBand;
  currentAnnualPence: number;
  indicativeAnnualPence: number;
  /** Current less indicative: positive is a saving at the indicative rates. */
  differencePence: number;
}

/** The band the yearly usage falls in, for its fuel. */
export function rateBandFor(bands: EnergyRateBand[], fuel: EnergyFuel, kwh: number): EnergyRateBand | undefined {
  return bands.find((band) => band.fuel === fuel && kwh >= band.fromKwh && (band.toKwh === null || kwh < band.toKwh));
}

/**
 * The yearly cost at the business's indicative rates for the visitor's band, beside what they pay now. Null unless
 * both are known: the usage (given or worked out), the current cost, and a band for the fuel and usage.
 */
export function indicativeComparison(
  settings: EnergyRatesSettings,
  current: CurrentEnergy,
): IndicativeComparison | null {
  const annualKwh = annualKwhOf(current);
  const currentAnnualPence = currentAnnualCostPence(current);
  if (annualKwh === null || currentAnnualPence === null) return null;
  const band = rateBandFor(settings.bands, current.fuel, annualKwh);
  if (!band) return null;
  const indicativeAnnualPence = costAt(annualKwh, band.unitRatePence, band.standingChargePencePerDay);
  return {
    fuel: current.fuel,
    annualKwh,
    band,
    currentAnnualPence,
    indicativeAnnualPence,
    differencePence: currentAnnualPence - indicativeAnnualPence,
  };
}
