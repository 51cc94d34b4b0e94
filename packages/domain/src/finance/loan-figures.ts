import { roundPence } from './money.ts';

/**
 * What the business enters for business loans (the console's finance settings): the representative example a credit
 * broker must show beside any repayment figure (CONC 3.5.5R/3.5.7R), and the APR range actually offered. The
 * representative APR is never typed: it is the APR the example's own cash flows give (representativeExample), so it
 * cannot disagree with the example printed beside it.
 */
export interface LoanSettings {
  /** The day these figures were true, yyyy-mm-dd. */
  asOf: string;
  /**
   * The business confirmed, as of that day, that it reasonably expects at least 51% of the loans arranged through the
   * site to be at the representative APR or lower: what makes an APR "representative" (CONC 3.5).
   */
  representativeBasisConfirmed: true;
  /** The fixed yearly rate of interest of the example. */
  interestRatePercent: number;
  exampleAmountPounds: number;
  exampleTermMonths: number;
  /** A fee paid at the start, not borrowed; 0 when there is none. */
  arrangementFeePounds: number;
  /** The lowest and highest APR offered: the calculator shows its repayments across this range. */
  aprFromPercent: number;
  aprToPercent: number;
  /** The firm's legal name as the FCA register shows it: the broker a visitor deals with (CONC 3.7.4R). */
  firmLegalName: string;
  /** The firm's FCA firm reference number, 6 or 7 digits. */
  firmFrn: string;
  /** Whether the business introduces borrowers to a limited panel of lenders or to the whole market (CONC 3.7.4R). */
  lenderReach: LenderReach;
}

export const lenderReaches = ['panel', 'wholeMarket'] as const;
export type LenderReach = (typeof lenderReaches)[number];

export interface LoanRepayments {
  aprPercent: number;
  monthlyPence: number;
  /** Every monthly repayment, summed. */
  totalPence: number;
}

export interface LoanQuote {
  lowest: LoanRepayments;
  highest: LoanRepayments;
}

export interface RepresentativeExample {
  amountPence: number;
  termMonths: number;
  interestRatePercent: number;
  aprPercent: number;
  feePence: number;
  monthlyPence: number;
  /** The repayments and the fee. */
  totalPayablePence: number;
}

/** The monthly rate an APR stands for: the APR is an effective yearly rate, so a month is its twelfth root. */
export function monthlyRateOfApr(aprPercent: number): number {
  return (1 + aprPercent / 100) ** (1 / 12) - 1;
}

/** The level monthly repayment (an annuity) of `pence` over `months` at `monthlyRate`, to the penny. */
export function annuityMonthlyPence(pence: number, months: number, monthlyRate: number): number {
  if (monthlyRate === 0) return roundPence(pence / months);
  return roundPence((pence * monthlyRate) / (1 - (1 + monthlyRate) ** -months));
}

function repaymentsAt(aprPercent: number, amountPounds: number, termMonths: number): LoanRepayments {
  const monthlyPence = annuityMonthlyPence(amountPounds * 100, termMonths, monthlyRateOfApr(aprPercent));
  return { aprPercent, monthlyPence, totalPence: monthlyPence * termMonths };
}

/** Monthly repayment and total repayable of a loan at the lowest and the highest APR offered. */
export function loanQuote(settings: LoanSettings, amountPounds: number, termMonths: number): LoanQuote {
  return {
    lowest: repaymentsAt(settings.aprFromPercent, amountPounds, termMonths),
    highest: repaymentsAt(settings.aprToPercent, amountPounds, termMonths),
  };
}

/** The example's figures an APR is worked out from. */
type ExampleCashFlows = Pick<RepresentativeExample, 'amountPence' | 'feePence' | 'monthlyPence' | 'termMonths'>;

/**
 * The representative example: the business's example loan repaid monthly at its fixed rate of interest, with the APR
 * its cash flows give.
 */
export function representativeExample(
  settings: Pick<
    LoanSettings,
    'exampleAmountPounds' | 'exampleTermMonths' | 'interestRatePercent' | 'arrangementFeePounds'
  >,
): RepresentativeExample {
  const amountPence = settings.exampleAmountPounds * 100;
  const monthlyPence = annuityMonthlyPence(
    amountPence,
    settings.exampleTermMonths,
    settings.interestRatePercent / 100 / 12,
  );
  const feePence = roundPence(settings.arrangementFeePounds * 100);
  const termMonths = settings.exampleTermMonths;
  return {
    amountPence,
    termMonths,
    interestRatePercent: settings.interestRatePercent,
    aprPercent: impliedAprPercent({ amountPence, feePence, monthlyPence, termMonths }),
    feePence,
    monthlyPence,
    totalPayablePence: monthlyPence * termMonths + feePence,
  };
}

/**
 * The APR the example's own cash flows give, to one decimal place (CONC App 1.2, the equation for credit not secured
 * on land: the borrower receives the amount less the fee, then makes the repayments month by month, each month a
 * twelfth of a year): the rate at which the repayments, discounted, are worth what was received.
 */
export function impliedAprPercent(example: ExampleCashFlows): number {
  const received = example.amountPence - example.feePence;
  const presentValue = (apr: number) => {
    let sum = 0;
    for (let month = 1; month <= example.termMonths; month += 1)
      sum += example.monthlyPence / (1 + apr) ** (month / 12);
    return sum;
  };
  let low = 0;
  let high = 100;
  if (presentValue(low) <= received) return 0;
  for (let step = 0; step < 200; step += 1) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > received) low = middle;
    else high = middle;
  }
  return Math.round(low * 1000) / 10;
}
