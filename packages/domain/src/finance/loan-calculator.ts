import { LOAN_CEILING_POUNDS, LOAN_MIN_AMOUNT, loanTerms } from '../funding.ts';
import type { LoanFiguresShown } from './finance-settings.ts';
import { loanQuote, representativeExample, type LoanSettings } from './loan-figures.ts';
import { parseTypedPounds } from './money.ts';

// The loan calculator on /bussiness and at the start of /business-loan: what it takes (an amount typed as people
// type money, one of the wizard's terms) and what it shows. One rule for the browser and the server, which works the
// figures out again from the same inputs when the application is sent.

/** The wizard's terms as months: 6, 12, 24, 36. */
export const loanCalculatorTerms: readonly number[] = loanTerms.map((term) => Number.parseInt(term, 10));

export const loanCalculatorMessages = {
  amountRequired: 'Please enter how much you would like to borrow.',
  amount: `Please enter an amount in whole pounds from £${LOAN_MIN_AMOUNT.toLocaleString('en-GB')} to £${LOAN_CEILING_POUNDS.toLocaleString('en-GB')}, for example £15,000.`,
  term: `Please choose a term of ${loanCalculatorTerms.slice(0, -1).join(', ')} or ${loanCalculatorTerms.at(-1)} months.`,
} as const;

/** The amount typed ("15000", "£15,000", "15 000"), as whole pounds, or the message to show under the field. */
export function loanCalculatorAmount(text: string | number): { pounds: number } | { error: string } {
  const typed = String(text).trim();
  if (typed === '') return { error: loanCalculatorMessages.amountRequired };
  const pounds = parseTypedPounds(typed);
  if (pounds === null || !Number.isInteger(pounds) || pounds < LOAN_MIN_AMOUNT || pounds > LOAN_CEILING_POUNDS)
    return { error: loanCalculatorMessages.amount };
  return { pounds };
}

/** A term as months, from 12, "12" or "12 months"; null when it is not one of the wizard's. */
export function loanCalculatorTerm(value: string | number): number | null {
  const months = typeof value === 'number' ? value : Number(/^\s*(\d{1,3})(?:\s*months?)?\s*$/i.exec(value)?.[1]);
  return loanCalculatorTerms.includes(months) ? months : null;
}

/** What the visitor sees for an amount and a term, and what the application keeps of it. */
export function loanFiguresShown(settings: LoanSettings, amountPounds: number, termMonths: number): LoanFiguresShown {
  return {
    asOf: settings.asOf,
    amountPounds,
    termMonths,
    quote: loanQuote(settings, amountPounds, termMonths),
    example: representativeExample(settings),
  };
}
