import { loanBasicInfoFormRules } from '@sme/domain';
import { afterLoanStep, basicInfoInput, type BasicInfoValues, type LoanStepForm } from '@sme/web/loan-steps';
import { FormRefused, type TakePlainForm } from './plain-form-taking.ts';

/**
 * The loan wizard's steps sent as plain forms (before the page's code arrived), through the procedures their island
 * calls, then on to the next step. Step 1 is checked by the wizard's own rules first (the legal form and the post
 * code the wizard requires and REST does not), as the island checks it.
 */
export const loanStepTakers: Record<LoanStepForm, TakePlainForm> = {
  'loan-basic': async (api, fields) => {
    const values = { trading_info: 'no', company_address: '', tradding_address: '', ...fields } as BasicInfoValues &
      Record<string, string>;
    const checked = loanBasicInfoFormRules.safeParse(values);
    if (!checked.success) throw new FormRefused(checked.error.issues.map((issue) => issue.message));
    // The application's id, the bot trap's and the visit's fields go along as the island sends them; the procedure
    // drops any other.
    const { collections } = await api.businessLoan.basicInfo({
      ...fields,
      ...basicInfoInput(values),
    } as Parameters<typeof api.businessLoan.basicInfo>[0]);
    return afterLoanStep('loan-basic', collections.id);
  },
  'loan-category': async (api, { id = '', business_cat = '' }) => {
    const { collections } = await api.businessLoan.category({ id, business_cat });
    return afterLoanStep('loan-category', collections.id);
  },
  'loan-turnover': async (api, { id = '', monthly_turnover_from = '' }) => {
    // A range input sends digits; anything else is the procedure's to refuse.
    const from = /^\d+$/.test(monthly_turnover_from) ? Number(monthly_turnover_from) : monthly_turnover_from;
    const { collections } = await api.businessLoan.turnover({ id, monthly_turnover_from: from as number });
    return afterLoanStep('loan-turnover', collections.id);
  },
};
