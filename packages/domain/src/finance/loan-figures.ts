import { roundPence } from './money.ts';

/**
 * What the business enters for business loans (the console's finance settings): the representative example a credit
 * broker must show beside any repayment figure (CONC 3.5.5R/3.5.7R), and the APR range actually offered.
 */
export interface LoanSettings {
  /** The day these figures were true, yyyy-mm-dd. */
  asOf: string;
  representativeAprPercent: number;
  /** The fixed yearly rate of interest of the example. */
  interestRatePercent: number;
  exampleAmountPounds: number;
  exampleTermMonths: number;
  /** A fee paid at the start, not borrowed; 0 when there is none. */
  arrangementFeePounds: number;
  /** The lowest and highest APR offered: the calculator shows its repayments across this range. */
  aprFromPercent: number;
  aprToPercent: number;
}

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

/** The representative example: the business's example loan repaid monthly at its fixed rate of interest. */
export function representativeExample(settings: LoanSettings): RepresentativeExample {
  const amountPence = settings.exampleAmountPounds * 100;
  const monthlyPence = annuityMonthlyPence(
    amountPence,
    settings.exampleTermMonths,
    settings.interestRatePercent / 100 / 12,
  );
  const feePence = roundPence(settings.arrangementFeePounds * 100);
  return {
    amountPence,
    termMonths: settings.exampleTermMonths,
    interestRatePercent: settings.interestRatePercent,
    aprPercent: settings.representativeAprPercent,
    feePence,
    monthlyPence,
    totalPayablePence: monthlyPence * settings.exampleTermMonths + feePence,
  };
}

/**
 * The APR the example's own cash flows give (CONC App 1.1: the borrower receives the amount less the fee, then makes
 * the repayments month by month), to 0.1%. The console sets it beside the APR the business typed, so a slip shows.
 */
export function impliedAprPercent(example: RepresentativeExample): number {
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
