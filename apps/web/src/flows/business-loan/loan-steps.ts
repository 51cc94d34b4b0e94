import { normalizePostcode, type LegalForm, type LoanTerm } from '@sme/domain';
import { loanWizardStepKeys, paths, type LoanWizardStepKey } from '../../app/paths.ts';
import type { PlainFormName } from '../../forms/posted-form.ts';

/**
 * The loan wizard's steps as plain forms (forms/posted-form.ts): each step's form is named by its hidden `form`
 * field, so the server (apps/server/src/http/page-forms.ts) can take a step sent before the page's code arrived.
 */
export const loanStepForms = {
  basic: 'loan-basic',
  category: 'loan-category',
  turnover: 'loan-turnover',
} as const satisfies Record<LoanWizardStepKey, PlainFormName>;
export type LoanStepForm = (typeof loanStepForms)[LoanWizardStepKey];

/** Where a saved step leads: the next step of the same application, and booking after the last. */
export function afterLoanStep(form: LoanStepForm, id: string): string {
  const step = (Object.keys(loanStepForms) as LoanWizardStepKey[]).find((key) => loanStepForms[key] === form)!;
  const next = loanWizardStepKeys[loanWizardStepKeys.indexOf(step) + 1];
  return next === undefined ? paths.calendly('business-loan', id) : paths.businessLoanStep(next, id);
}

/** Step 1's fields as its form names them: the procedure's legacy names and the wizard's own. */
export interface BasicInfoValues {
  borrow_ammount: string;
  borrow_month: LoanTerm | '';
  company_name: string;
  /** 'What is your business's legal form?': required here, optional for REST clients (issue 44). */
  legal_form: LegalForm | '';
  /** Searches the company address; sent as post_code when it is a UK postcode. */
  postcode: string;
  company_address: string;
  /** Whether the trading fields apply. */
  trading_info: 'yes' | 'no';
  tradding_name: string;
  /** Searches the trading address; sent as tradding_post_code when it is a UK postcode. */
  trading_postcode: string;
  tradding_address: string;
}

/**
 * What step 1 sends for its fields, by the island or, for a plain submission, by the server: the trading fields only
 * when the company trades under another name, and each post code as the business keeps it (normalised, or blank).
 */
export function basicInfoInput(values: BasicInfoValues) {
  const trading = values.trading_info === 'yes';
  return {
    company_name: values.company_name,
    legal_form: values.legal_form,
    company_address: values.company_address,
    tradding_name: trading ? values.tradding_name : '',
    tradding_address: trading ? values.tradding_address : '',
    post_code: normalizePostcode(values.postcode) ?? '',
    tradding_post_code: trading ? (normalizePostcode(values.trading_postcode) ?? '') : '',
    borrow_ammount: values.borrow_ammount.trim(),
    borrow_month: values.borrow_month,
  };
}
