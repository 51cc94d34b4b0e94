// Only ever imported dynamically (useFirstLoadRules), so these rules and zod stay off their pages' first load.
export { loanCategoryChoice, merchantServiceRules } from '@sme/domain';
