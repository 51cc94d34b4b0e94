// The loan wizard's rules (zod), only ever imported dynamically: fetched once its step's code is there, not with the
// page, as first-load-rules.ts is for the single-page app's steps. Apart from those, so a loan step's page does not
// carry the cash advance's lists with them.
export { loanBasicInfoFormRules, loanCategoryChoice } from '@sme/domain';
