import { roundPence } from './money.ts';

/** What the business enters for merchant cash advance: the factor rates offered and the share of takings repaid. */
export interface CashAdvanceSettings {
  asOf: string;
  /** The total repaid for each pound advanced, e.g. 1.15; the range actually offered. */
  factorRateFrom: number;
  factorRateTo: number;
  /** The share of each month's card takings usually repaid, e.g. 10. */
  takingsSharePercent: number;
}

/**
 * Beyond this many months an estimate is shown as "more than": providers repay an advance from takings within months,
 * not decades, and a figure like 115,000,000 months (a large advance against small takings) would only mislead.
 */
export const ADVANCE_MONTHS_SHOWN_MAX = 60;

/** The time to repay in words: "About 6", "About 6 to 7", or "More than 60" past ADVANCE_MONTHS_SHOWN_MAX. */
export function repayMonthsText(lowest: number, highest: number): string {
  if (lowest > ADVANCE_MONTHS_SHOWN_MAX) return `More than ${ADVANCE_MONTHS_SHOWN_MAX}`;
  const shown = (months: number) => months.toLocaleString('en-GB');
  if (highest > ADVANCE_MONTHS_SHOWN_MAX) return `About ${shown(lowest)} to more than ${ADVANCE_MONTHS_SHOWN_MAX}`;
  return lowest === highest ? `About ${shown(lowest)}` : `About ${shown(lowest)} to ${shown(highest)}`;
}

export interface CashAdvanceRepayment {
  factorRate: number;
  totalPence: number;
  /** Whole months to repay at the usual share of the takings given, rounded up. */
  months: number;
}

export interface CashAdvanceEstimate {
  lowest: CashAdvanceRepayment;
  highest: CashAdvanceRepayment;
  /** What the usual share of the takings given repays a month. */
  monthlyRepaidPence: number;
}

export function cashAdvanceEstimate(
  settings: CashAdvanceSettings,
  input: { advancePounds: number; monthlyTakingsPounds: number },
): CashAdvanceEstimate {
  const monthlyRepaidPence = roundPence(input.monthlyTakingsPounds * settings.takingsSharePercent);
  const at = (factorRate: number): CashAdvanceRepayment => {
    const totalPence = roundPence(input.advancePounds * 100 * factorRate);
    return { factorRate, totalPence, months: Math.ceil(totalPence / monthlyRepaidPence) };
  };
  return { lowest: at(settings.factorRateFrom), highest: at(settings.factorRateTo), monthlyRepaidPence };
}
