// What step 1 of the loan wizard does once the visitor acts (checks, sends, talks to the calculator above): fetched
// once the step's own code has run, not with the page (BasicInfoStep.tsx), so the step's first load is its fields.
import { calculatorLink } from '../../../finance/loan-calculator/calculator-link.ts';
import { recallLocalAnswers, rememberLocalAnswers } from '../local-answers.ts';
import { basicInfoInput, type BasicInfoValues } from '../loan-steps.ts';
import { calculatorHeld } from './calculator-held.ts';

export { calculatorLink, calculatorHeld, recallLocalAnswers, rememberLocalAnswers };

/** Each field's first problem by the server's own rules (the wizard's two as well); none: the step may be sent. */
export async function problemsIn(values: BasicInfoValues): Promise<Partial<Record<keyof BasicInfoValues, string>>> {
  const { loanBasicInfoFormRules } = await import('../../../forms/loan-rules.ts');
  const checked = loanBasicInfoFormRules.safeParse(values);
  const problems: Partial<Record<keyof BasicInfoValues, string>> = {};
  for (const issue of checked.error?.issues ?? []) problems[issue.path[0] as keyof BasicInfoValues] ??= issue.message;
  return problems;
}

/** What the step sends for its values, with the figures the calculator above shows (the server keeps its own). */
export function basicInfoSent(values: BasicInfoValues) {
  const shown = calculatorLink.shown();
  return {
    ...basicInfoInput(values),
    ...(shown ? { calculator_amount: shown.amountPounds, calculator_term: shown.termMonths } : {}),
  };
}
