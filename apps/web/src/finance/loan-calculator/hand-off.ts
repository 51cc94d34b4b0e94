// The loan calculator's amount and term as an address carries them: its hand-off to the wizard, and its own form sent
// as a plain form. Apart from the link between the calculator and the wizard (calculator-link.ts), which a page's
// first load does not need.

/** The hand-off in an address: /business-loan?amount=15000&term=12 (whole pounds, months), read back leniently. */
export function calculatorChoiceOf(search: string): { amount: string; term: string } {
  const query = new URLSearchParams(search);
  const amount = query.get('amount') ?? '';
  const term = query.get('term') ?? '';
  return { amount: /^\d{1,7}$/.test(amount) ? amount : '', term: /^\d{1,2}$/.test(term) ? term : '' };
}

/**
 * What the calculator's own form sent when it went as a plain form, before its code arrived (/bussiness?amount=£15,000
 * &term=12): the amount as typed, which the calculator reads as it reads typing (and says what is wrong with it), or a
 * hand-off's whole pounds.
 */
export function calculatorFieldsOf(search: string): { amount: string; term: string } {
  const amount = new URLSearchParams(search).get('amount')?.trim() ?? '';
  return { ...calculatorChoiceOf(search), amount: amount.length <= 20 ? amount : '' };
}

/** The calculator's hand-off to the wizard's first step, as the step reads it: '15000:12', or '' when there is none. */
export function loanHandOff(search: string): string {
  const { amount, term } = calculatorChoiceOf(search);
  return amount && term ? `${amount}:${term}` : '';
}
