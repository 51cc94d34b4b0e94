// Only ever imported dynamically (useFirstLoadRules), so these rules and zod stay off their pages' first load. The
// merchant-service form's alone (its own domain module): the loan's steps load theirs from loan-rules.ts.
export { merchantServiceRules } from '@sme/domain';
