import { loanCalculatorAmount, loanCalculatorTerm } from '@sme/domain';
import type { CalculatorChoice } from '../../../finance/loan-calculator/calculator-link.ts';
import type { BasicInfoValues } from '../loan-steps.ts';

/**
 * The amount and term step 1's fields hold, as the calculator above reads them (null: none it could show). Loaded
 * after the step's code (basic-info-code.ts): the calculator's arithmetic is not the step's first load.
 */
export function calculatorHeld(
  values: Pick<BasicInfoValues, 'borrow_ammount' | 'borrow_month'>,
): CalculatorChoice | null {
  const amount = loanCalculatorAmount(values.borrow_ammount);
  const termMonths = loanCalculatorTerm(values.borrow_month);
  return 'pounds' in amount && termMonths !== null ? { amountPounds: amount.pounds, termMonths } : null;
}
