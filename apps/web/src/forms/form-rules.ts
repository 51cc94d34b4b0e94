// The lead forms' rules (zod), a chunk of their own: fetched when a form is first touched or sent (PlainForm.tsx),
// so the page's first load does not carry them. Imported dynamically from here, not from @sme/domain itself, whose
// constants the forms import statically (the bundler would otherwise put both in one chunk).
export { contactFormRules, partnerRegistrationRules, shortContactFormRules } from '@sme/domain';
