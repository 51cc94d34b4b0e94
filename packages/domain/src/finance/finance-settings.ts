import { z } from 'zod';
import { isStorableText } from '../rules/text-fields.ts';
import { claimsDate, claimsSettingsSchema, type ClaimsSettings } from './claim-evidence.ts';
import { figure, pastDay, wholeFigure } from './figure-rules.ts';
import { formatAprPercent, formatRatePercent } from './money.ts';
import type { CashAdvanceEstimate, CashAdvanceSettings } from './cash-advance-figures.ts';
import type { CardTakings } from './card-costs.ts';
import type {
  ClimateChangeLevySettings,
  CurrentEnergy,
  EnergyFuel,
  EnergyRatesSettings,
  IndicativeComparison,
} from './energy-costs.ts';
import {
  lenderReaches,
  representativeExample,
  type LoanQuote,
  type LoanSettings,
  type RepresentativeExample,
} from './loan-figures.ts';

// The figures behind every calculator, as the business enters them in the console (Finance figures), one set per
// kind, each with the day it was true. Nothing is shown to visitors that is not entered here (or in the catalogue).

export const financeSettingKinds = ['loan', 'cashAdvance', 'energyRates', 'climateChangeLevy', 'claims'] as const;
export type FinanceSettingKind = (typeof financeSettingKinds)[number];

/** What the public site receives: each kind's figures, or null while the business has not entered them. */
export interface PublicFinanceFigures {
  loan: LoanSettings | null;
  cashAdvance: CashAdvanceSettings | null;
  energyRates: EnergyRatesSettings | null;
  /** The main rates of Climate Change Levy, which the energy comparison adds to the bands' rates. */
  climateChangeLevy: ClimateChangeLevySettings | null;
  /** The evidence of the site's figure claims (claim-evidence.ts): pages receive them as PublicSettings.claims. */
  claims: ClaimsSettings | null;
}

export const financeMessages = {
  asOf: 'Please enter the date these figures were true (dd/mm/yyyy), not in the future.',
  percent: (what: string) => `Please enter the ${what} as a per cent from 0 to 100, with at most 2 decimals.`,
  aprRange: 'The lowest APR offered cannot be above the highest.',
  representativeBasis:
    'Please confirm that at least 51% of the loans you expect to arrange will be at the representative APR or lower.',
  /** The representative APR worked out from the example lies outside the range offered. */
  representativeOutsideRange: (apr: string, from: string, to: string) =>
    `The example's figures give a representative APR of ${apr}, outside the range offered (${from} to ${to}). Change the example or the range so the range includes it.`,
  exampleAmount: 'Please enter the example amount in whole pounds, from £3,000 to £1,000,000.',
  exampleTerm: 'Please enter the example term in whole months, from 1 to 120.',
  firmLegalName: 'Please enter the firm’s legal name as the FCA register shows it (2 to 160 characters).',
  firmFrn: 'Please enter the firm reference number: 6 or 7 digits (e.g. 123456).',
  /** The loan figures name another firm than the footer (the server's SITE_FCA_FRN setting). */
  firmFrnOfFooter: (frn: string) =>
    `Every page’s footer names FCA firm reference number ${frn} (the server’s SITE_FCA_FRN setting): please enter the same number here, or have the setting changed.`,
  lenderReach: 'Please say whether you work with a panel of lenders or the whole market.',
  fee: 'Please enter the fee in pounds and pence, from £0 to £100,000, or 0 for none.',
  factorRate: 'Please enter a factor rate from 1.00 to 3.00, with at most 3 decimals (e.g. 1.15).',
  factorRange: 'The lowest factor rate cannot be above the highest.',
  takingsShare: 'Please enter the share of card takings repaid as a per cent from 1 to 100.',
  bandFrom: 'Please enter where the band starts, in whole kWh a year.',
  bandTo: 'Please enter where the band ends, in whole kWh a year, above its start, or leave it blank for no limit.',
  unitRate: 'Please enter the unit rate in pence per kWh, from 0 to 200, with at most 3 decimals.',
  standingCharge: 'Please enter the standing charge in pence per day, from 0 to 1,000, with at most 3 decimals.',
  bandsOverlap: 'Two bands of the same fuel overlap: each yearly usage must fall in one band only.',
  cclRate: (fuel: EnergyFuel) =>
    `Please enter the ${fuel} rate of Climate Change Levy in pence per kWh, from 0 to 10, with at most 3 decimals (e.g. ${fuel === 'electricity' ? '0.775' : '0.791'}).`,
  inForceFrom: 'Please enter the day these rates came into force (dd/mm/yyyy), not in the future.',
} as const;

const asOf = pastDay(financeMessages.asOf);

export const loanSettingsSchema = z
  .object({
    asOf,
    representativeBasisConfirmed: z.literal(true, { error: financeMessages.representativeBasis }),
    interestRatePercent: figure(financeMessages.percent('rate of interest'), 0, 100, 2),
    exampleAmountPounds: wholeFigure(financeMessages.exampleAmount, 3000, 1_000_000),
    exampleTermMonths: wholeFigure(financeMessages.exampleTerm, 1, 120),
    arrangementFeePounds: figure(financeMessages.fee, 0, 100_000, 2),
    aprFromPercent: figure(financeMessages.percent('lowest APR'), 0, 100, 2),
    aprToPercent: figure(financeMessages.percent('highest APR'), 0, 100, 2),
    firmLegalName: z
      .string({ error: financeMessages.firmLegalName })
      .trim()
      .min(2, financeMessages.firmLegalName)
      .max(160, financeMessages.firmLegalName)
      .refine(isStorableText, financeMessages.firmLegalName),
    firmFrn: z
      .string({ error: financeMessages.firmFrn })
      .trim()
      .regex(/^\d{6,7}$/, financeMessages.firmFrn),
    lenderReach: z.enum(lenderReaches, { error: financeMessages.lenderReach }),
  })
  .refine((loan) => loan.aprFromPercent <= loan.aprToPercent, {
    message: financeMessages.aprRange,
    path: ['aprFromPercent'],
  })
  .superRefine((loan, issues) => {
    if (loan.aprFromPercent > loan.aprToPercent) return;
    const apr = representativeExample(loan).aprPercent;
    if (apr < loan.aprFromPercent || apr > loan.aprToPercent) {
      issues.addIssue({
        code: 'custom',
        path: ['aprToPercent'],
        message: financeMessages.representativeOutsideRange(
          formatAprPercent(apr),
          formatRatePercent(loan.aprFromPercent),
          formatRatePercent(loan.aprToPercent),
        ),
      });
    }
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

/**
 * The main rates of Climate Change Levy in force (HMRC publishes them; they change each 1 April), which the energy
 * comparison adds to both sides. A rate in force from a day to come is entered on that day: the site uses what is
 * entered at once.
 */
export const climateChangeLevySettingsSchema = z.object({
  inForceFrom: pastDay(financeMessages.inForceFrom),
  electricityPencePerKwh: figure(financeMessages.cclRate('electricity'), 0, 10, 3),
  gasPencePerKwh: figure(financeMessages.cclRate('gas'), 0, 10, 3),
}) satisfies z.ZodType<ClimateChangeLevySettings>;

export const financeSettingsSchemas = {
  loan: loanSettingsSchema,
  cashAdvance: cashAdvanceSettingsSchema,
  energyRates: energyRatesSettingsSchema,
  climateChangeLevy: climateChangeLevySettingsSchema,
  claims: claimsSettingsSchema,
} as const;

/** The day a kind's figures are dated by (the audit log keeps it with each save). */
export const financeSettingsDateOf = (
  figures: z.output<(typeof financeSettingsSchemas)[FinanceSettingKind]>,
): { asOf: string } | { inForceFrom: string } => {
  if ('inForceFrom' in figures) return { inForceFrom: figures.inForceFrom };
  if ('asOf' in figures && typeof figures.asOf === 'string') return { asOf: figures.asOf };
  return { asOf: claimsDate(figures as ClaimsSettings) };
};

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
  /**
   * The Climate Change Levy rates the figures were worked out with (null while none were entered); none on a lead kept
   * before the comparison included VAT and CCL.
   */
  levy?: ClimateChangeLevySettings | null;
}

/** The figures a lead's visitor saw, as the lead page shows them: one part per calculator used, none when unused. */
export interface LeadFiguresShown {
  loan?: LoanFiguresShown;
  cashAdvance?: CashAdvanceFiguresShown;
  cardCost?: CardCostShown;
  energy?: EnergyFiguresShown;
}
