import { formatUkLongDate } from '../dates.ts';
import { roundPence } from './money.ts';

export const energyFuels = ['electricity', 'gas'] as const;
export type EnergyFuel = (typeof energyFuels)[number];

/** What the visitor pays now for one fuel, as far as they know it (every part optional). */
export interface CurrentEnergy {
  fuel: EnergyFuel;
  annualKwh?: number;
  monthlyBillPounds?: number;
  /**
   * Whether the monthly bill includes VAT and Climate Change Levy, as a bill's total does: true unless the visitor
   * said not (kept with a bill only; a lead kept before it was asked has none, and is read as true).
   */
  billIncludesVatAndCcl?: boolean;
  /** As printed on business bills: before VAT and Climate Change Levy. */
  unitRatePence?: number;
  /** As printed on business bills: before VAT and Climate Change Levy. */
  standingChargePencePerDay?: number;
}

/** Indicative panel rates for one fuel and consumption band, entered by the business: before VAT and CCL. */
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

/** The main rates of Climate Change Levy (HMRC's, entered by the business), and the day they came into force. */
export interface ClimateChangeLevySettings {
  inForceFrom: string;
  electricityPencePerKwh: number;
  gasPencePerKwh: number;
}

/** VAT on business energy; 5% on a use within the de minimis threshold. */
export const ENERGY_VAT_PERCENT = 20;
export const ENERGY_VAT_DE_MINIMIS_PERCENT = 5;
/**
 * The de minimis thresholds (HMRC VAT Notice 701/19): up to 33 kWh a day of electricity (about 1,000 kWh a month) or
 * 145 kWh a day of gas (about 4,397 kWh a month) is charged VAT at 5% and no Climate Change Levy.
 */
export const deMinimisKwhADay: Record<EnergyFuel, number> = { electricity: 33, gas: 145 };

const DAYS_A_YEAR = 365;

/** The most yearly usage within the fuel's de minimis threshold. */
export const deMinimisAnnualKwh = (fuel: EnergyFuel) => deMinimisKwhADay[fuel] * DAYS_A_YEAR;

/** The taxes both sides of a comparison include: VAT, and Climate Change Levy a kWh (0 when none is charged). */
export interface EnergyTaxBasis {
  vatPercent: number;
  cclPencePerKwh: number;
  /** The day the main rates entered came into force (the rate used is 0 within the threshold). */
  cclInForceFrom: string;
  /** Within the de minimis threshold: 5% VAT and no CCL. */
  deMinimis: boolean;
}

const cclMainRate = (fuel: EnergyFuel, levy: ClimateChangeLevySettings) =>
  fuel === 'electricity' ? levy.electricityPencePerKwh : levy.gasPencePerKwh;

/** The VAT and CCL charged on a yearly usage of this fuel. */
export function taxBasisOf(fuel: EnergyFuel, annualKwh: number, levy: ClimateChangeLevySettings): EnergyTaxBasis {
  const deMinimis = annualKwh <= deMinimisAnnualKwh(fuel);
  return {
    vatPercent: deMinimis ? ENERGY_VAT_DE_MINIMIS_PERCENT : ENERGY_VAT_PERCENT,
    cclPencePerKwh: deMinimis ? 0 : cclMainRate(fuel, levy),
    cclInForceFrom: levy.inForceFrom,
    deMinimis,
  };
}

/** Pence a kWh or a day as bills print them: 0.775p, 24.5p, 80p. */
export const formatEnergyPence = (value: number) => `${value.toLocaleString('en-GB', { maximumFractionDigits: 3 })}p`;

/**
 * The basis of a comparison in words, from the figures it used: what the booking screen and the lead page print beside
 * the two yearly costs.
 */
export function taxBasisText(fuel: EnergyFuel, basis: EnergyTaxBasis): string {
  if (basis.deMinimis) {
    return `Both figures include VAT at ${basis.vatPercent}% and no Climate Change Levy, as charged on use of up to ${deMinimisKwhADay[fuel]} kWh a day.`;
  }
  const from = formatUkLongDate(new Date(`${basis.cclInForceFrom}T12:00:00Z`));
  return `Both figures include VAT at ${basis.vatPercent}% and Climate Change Levy at ${formatEnergyPence(basis.cclPencePerKwh)} per kWh (the main rate from ${from}).`;
}

/** A yearly cost before VAT and CCL with both added: the levy on the usage, then VAT on both, each to the penny. */
export function withVatAndCcl(beforePence: number, annualKwh: number, basis: EnergyTaxBasis): number {
  const levyPence = roundPence(annualKwh * basis.cclPencePerKwh);
  const vatPence = roundPence(((beforePence + levyPence) * basis.vatPercent) / 100);
  return beforePence + levyPence + vatPence;
}

/** The yearly cost at a unit rate and standing charge (before VAT and CCL, as the rates are). */
function costAt(kwh: number, unitRatePence: number, standingChargePencePerDay: number): number {
  return roundPence(kwh * unitRatePence + standingChargePencePerDay * DAYS_A_YEAR);
}

const billedPence = (monthlyBillPounds: number) => roundPence(monthlyBillPounds * 100 * 12);
const billIncludesTaxes = (current: CurrentEnergy) => current.billIncludesVatAndCcl !== false;

/** The usage a yearly bill before VAT pays for at these rates and this CCL a kWh; null when it pays for none. */
function usageFor(beforeVatPence: number, unit: number, standing: number, cclPencePerKwh: number): number | null {
  const kwh = (beforeVatPence - roundPence(standing * DAYS_A_YEAR)) / (unit + cclPencePerKwh);
  return kwh > 0 ? Math.round(kwh) : null;
}

/**
 * The yearly usage: as given, or worked out from the monthly bill and both rates. A bill that includes VAT and CCL
 * has them taken out first: at 20% and the main CCL rate when the usage that gives is above the de minimis
 * threshold, else at 5% and no CCL; a bill between the most a de minimis use can cost and the least a use above it
 * can is taken at the threshold. Null when it cannot be known (the rates missing, or the CCL rates for a bill that
 * includes it).
 */
export function annualKwhOf(current: CurrentEnergy, levy: ClimateChangeLevySettings | null): number | null {
  if (current.annualKwh !== undefined) return current.annualKwh;
  const { monthlyBillPounds: bill, unitRatePence: unit, standingChargePencePerDay: standing } = current;
  if (bill === undefined || unit === undefined || standing === undefined || unit <= 0) return null;
  const billed = billedPence(bill);
  if (!billIncludesTaxes(current)) return usageFor(billed, unit, standing, 0);
  if (!levy) return null;
  const beforeVat = (vatPercent: number) => roundPence((billed * 100) / (100 + vatPercent));
  const threshold = deMinimisAnnualKwh(current.fuel);
  const aboveThreshold = usageFor(beforeVat(ENERGY_VAT_PERCENT), unit, standing, cclMainRate(current.fuel, levy));
  if (aboveThreshold !== null && aboveThreshold > threshold) return aboveThreshold;
  const withinThreshold = usageFor(beforeVat(ENERGY_VAT_DE_MINIMIS_PERCENT), unit, standing, 0);
  if (withinThreshold === null) return null;
  return Math.min(withinThreshold, threshold);
}

/**
 * What the visitor pays a year now, including VAT and CCL: the monthly bill times twelve (with both added when the
 * visitor said it excludes them), or the usage at their rates with both added. Null when unknown.
 */
export function currentAnnualCostPence(current: CurrentEnergy, levy: ClimateChangeLevySettings | null): number | null {
  const { monthlyBillPounds: bill, unitRatePence: unit, standingChargePencePerDay: standing } = current;
  if (bill !== undefined && billIncludesTaxes(current)) return billedPence(bill);
  if (!levy) return null;
  const annualKwh = annualKwhOf(current, levy);
  if (annualKwh === null) return null;
  const basis = taxBasisOf(current.fuel, annualKwh, levy);
  if (bill !== undefined) return withVatAndCcl(billedPence(bill), annualKwh, basis);
  if (unit === undefined || standing === undefined) return null;
  return withVatAndCcl(costAt(annualKwh, unit, standing), annualKwh, basis);
}

export interface IndicativeComparison {
  fuel: EnergyFuel;
  annualKwh: number;
  band: EnergyRateBand;
  /** Including VAT and CCL, as `basis` says. */
  currentAnnualPence: number;
  /** The band's rates for the usage, with VAT and CCL added as `basis` says. */
  indicativeAnnualPence: number;
  /** Current less indicative: positive is a saving at the indicative rates. */
  differencePence: number;
  /**
   * The VAT and CCL both figures include. None on a comparison kept before the two were compared like for like
   * (issue 44: a bill with VAT and CCL against rates without); those are not shown as the visitor's figures again.
   */
  basis?: EnergyTaxBasis;
}

/** The band the yearly usage falls in, for its fuel. */
export function rateBandFor(bands: EnergyRateBand[], fuel: EnergyFuel, kwh: number): EnergyRateBand | undefined {
  return bands.find((band) => band.fuel === fuel && kwh >= band.fromKwh && (band.toKwh === null || kwh < band.toKwh));
}

/**
 * The yearly cost at the business's indicative rates for the visitor's band beside what they pay now, both including
 * VAT and CCL. Null unless all are known: the usage (given or worked out), the current cost, a band for the fuel and
 * usage, and the CCL rates (without them the comparison could not be like for like).
 */
export function indicativeComparison(
  settings: EnergyRatesSettings,
  levy: ClimateChangeLevySettings | null,
  current: CurrentEnergy,
): IndicativeComparison | null {
  if (!levy) return null;
  const annualKwh = annualKwhOf(current, levy);
  const currentAnnualPence = currentAnnualCostPence(current, levy);
  if (annualKwh === null || currentAnnualPence === null) return null;
  const band = rateBandFor(settings.bands, current.fuel, annualKwh);
  if (!band) return null;
  const basis = taxBasisOf(current.fuel, annualKwh, levy);
  const indicativeAnnualPence = withVatAndCcl(
    costAt(annualKwh, band.unitRatePence, band.standingChargePencePerDay),
    annualKwh,
    basis,
  );
  return {
    fuel: current.fuel,
    annualKwh,
    band,
    currentAnnualPence,
    indicativeAnnualPence,
    differencePence: currentAnnualPence - indicativeAnnualPence,
    basis,
  };
}
