import { z } from 'zod';
import type { CashAdvanceEstimate, CashAdvanceSettings } from './cash-advance-figures.ts';
import type { CardTakings } from './card-costs.ts';
import type { CurrentEnergy, EnergyRatesSettings, IndicativeComparison } from './energy-costs.ts';
import type { LoanQuote, LoanSettings, RepresentativeExample } from './loan-figures.ts';

// The figures behind every calculator, as the business enters them in the console (Finance figures), one set per
// kind, each with the day it was true. Nothing is shown to visitors that is not entered here (or in the catalogue).

export const financeSettingKinds = ['loan', 'cashAdvance', 'energyRates'] as const;
export type FinanceSettingKind = (typeof financeSettingKinds)[number];

/** What the public site receives: each kind's figures, or null while the business has not entered them. */
export interface PublicFinanceFigures {
  loan: LoanSettings | null;
  cashAdvance: CashAdvanceSettings | null;
  energyRates: EnergyRatesSettings | null;
}

export const financeMessages = {
  asOf: 'Please enter the date these figures were true (dd/mm/yyyy), not in the future.',
  percent: (what: string) => `Please enter the ${what} as a per cent from 0 to 100, with at most 2 decimals.`,
  aprRange: 'The lowest APR offered cannot be above the highest.',
  exampleAmount: 'Please enter the example amount in whole pounds, from £3,000 to £1,000,000.',
  exampleTerm: 'Please enter the example term in whole months, from 1 to 120.',
  fee: 'Please enter the fee in pounds and pence, from £0 to £100,000, or 0 for none.',
  factorRate: 'Please enter a factor rate from 1.00 to 3.00, with at most 3 decimals (e.g. 1.15).',
  factorRange: 'The lowest factor rate cannot be above the highest.',
  takingsShare: 'Please enter the share of card takings repaid as a per cent from 1 to 100.',
  bandFrom: 'Please enter where the band starts, in whole kWh a year.',
  bandTo: 'Please enter where the band ends, in whole kWh a year, above its start, or leave it blank for no limit.',
  unitRate: 'Please enter the unit rate in pence per kWh, from 0 to 200, with at most 3 decimals.',
  standingCharge: 'Please enter the standing charge in pence per day, from 0 to 1,000, with at most 3 decimals.',
  bandsOverlap: 'Two bands of the same fuel overlap: each yearly usage must fall in one band only.',
} as const;

const decimals = (value: number, places: number) =>
  Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;
const figure = (message: string, min: number, max: number, places: number) =>
  z
    .number({ error: message })
    .min(min, message)
    .max(max, message)
    .refine((value) => decimals(value, places), message);
const wholeFigure = (message: string, min: number, max: number) =>
  z.int({ error: message }).min(min, message).max(max, message);
/** yyyy-mm-dd, a real day, not after today (UK time is close enough: a day's slack either way). */
const asOf = z
  .string({ error: financeMessages.asOf })
  .regex(/^\d{4}-\d{2}-\d{2}$/, financeMessages.asOf)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return Number.isFinite(time) && new Date(time).toISOString().startsWith(day) && time <= Date.now() + 86_400_000;
  }, financeMessages.asOf);

export const loanSettingsSchema = z
  .object({
    asOf,
    representativeAprPercent: figure(financeMessages.percent('representative APR'), 0, 100, 2),
    interestRatePercent: figure(financeMessages.percent('rate of interest'), 0, 100, 2),
    exampleAmountPounds: wholeFigure(financeMessages.exampleAmount, 3000, 1_000_000),
    exampleTermMonths: wholeFigure(financeMessages.exampleTerm, 1, 120),
    arrangementFeePounds: figure(financeMessages.fee, 0, 100_000, 2),
    aprFromPercent: figure(financeMessages.percent('lowest APR'), 0, 100, 2),
    aprToPercent: figure(financeMessages.percent('highest APR'), 0, 100, 2),
  })
  .refine((loan) => loan.aprFromPercent <= loan.aprToPercent, {
    message: financeMessages.aprRange,
    path: ['aprFromPercent'],
  }) satisfies z.ZodType<LoanSettings>;

export const cashAdvanceSettingsSchema = z
  .object({
    asOf,
    factorRateFrom: figure(financeMessages.factorRate, 1, 3, 3),
    factorRateTo: figure(financeMessages.factorRate, 1, 3, 3),
    takingsSharePercent: figure(financeMessages.takingsShare, 1, 100, 2),
  })
  .refine((advance) => advance.factorRateFrom <= advance.factorRateTo, {
    message: financeMessages.factorRange,
    path: ['factorRateFrom'],
  }) satisfies z.ZodType<CashAdvanceSettings>;

const energyRateBand = z
  .object({
    fuel: z.enum(['electricity', 'gas']),
    fromKwh: wholeFigure(financeMessages.bandFrom, 0, 100_000_000),
    toKwh: wholeFigure(financeMessages.bandTo, 1, 100_000_000).nullable(),
    unitRatePence: figure(financeMessages.unitRate, 0, 200, 3),
    standingChargePencePerDay: figure(financeMessages.standingCharge, 0, 1000, 3),
  })
  .refine((band) => band.toKwh === null || band.toKwh > band.fromKwh, {
    message: financeMessages.bandTo,
    path: ['toKwh'],
  });

export const energyRatesSettingsSchema = z
  .object({ asOf, bands: z.array(energyRateBand).min(1).max(40) })
  .refine(
    ({ bands }) =>
      bands.every((band, index) =>
        bands.every(
          (other, otherIndex) =>
            otherIndex === index ||
            other.fuel !== band.fuel ||
            (other.toKwh !== null && other.toKwh <= band.fromKwh) ||
            (band.toKwh !== null && band.toKwh <= other.fromKwh),
        ),
      ),
    { message: financeMessages.bandsOverlap, path: ['bands'] },
  ) satisfies z.ZodType<EnergyRatesSettings>;

export const financeSettingsSchemas = {
  loan: loanSettingsSchema,
  cashAdvance: cashAdvanceSettingsSchema,
  energyRates: energyRatesSettingsSchema,
} as const;

// What a lead keeps of the figures its visitor saw: the inputs, the figures, and the day the figures were true.

/** The loan calculator as the visitor last used it before applying. */
export interface LoanFiguresShown {
  asOf: string;
  amountPounds: number;
  termMonths: number;
  quote: LoanQuote;
  example: RepresentativeExample;
}

/** The cash-advance estimate as the visitor last used it. */
export interface CashAdvanceFiguresShown {
  asOf: string;
  advancePounds: number;
  monthlyTakingsPounds: number;
  estimate: CashAdvanceEstimate;
}

/** The card-machine cost estimate behind the product chosen. */
export interface CardCostShown {
  takings: CardTakings;
  /** Null when the product had no rates: the card showed its monthly charge alone. */
  estimatedMonthlyPence: number | null;
  monthlyChargePounds: number;
  contractMonths: number | null;
  exitFeePence: number | null;
}

/** What the energy visitor said they pay now, and the indicative comparison shown (when there was one). */
export interface EnergyFiguresShown {
  current: CurrentEnergy[];
  comparisons: IndicativeComparison[];
  /** The day the indicative rates were true; null when none were shown. */
  asOf: string | null;
}

/** The figures a lead's visitor saw, as the lead page shows them: one part per calculator used, none when unused. */
export interface LeadFiguresShown {
  loan?: LoanFiguresShown;
  cashAdvance?: CashAdvanceFiguresShown;
  cardCost?: CardCostShown;
  energy?: EnergyFiguresShown;
}
