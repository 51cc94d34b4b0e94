// The borrower's legal form, asked on step 1 of the loan wizard (issue 44, part 2), and whether the loan is credit
// the FCA regulates. Free of zod; the field's rule is in loan-basic-info.ts. Kept in rules/, so it loads with the
// loan form (and the server), off the shared domain chunk of every public page's first load.
//
// A loan is regulated credit (Consumer Credit Act 1974; the Regulated Activities Order, art. 60B and 60C) only when
// the borrower is an individual in law, which for a business means a sole trader, a partnership of two or three
// partners (not all of them bodies corporate) or an unincorporated association, and the credit is £25,000 or less:
// over £25,000 wholly or mainly for the purposes of the borrower's business is exempt (art. 60C(3)). Limited
// companies and LLPs are bodies corporate and never regulated borrowers, nor is a partnership of four or more.
// The wizard does not ask whether all of a small partnership's partners are companies (rare among its borrowers):
// a partnership of 2 or 3 is taken as individuals, and staff confirm it on the call.

/** The legal forms the wizard offers, in its order: the wire value (also the stored one) and what people read. */
export const legalForms = [
  { value: 'sole_trader', label: 'Sole trader' },
  { value: 'partnership_2_or_3', label: 'Partnership of 2 or 3 partners' },
  { value: 'partnership_4_or_more', label: 'Partnership of 4 or more partners' },
  { value: 'limited_company', label: 'Limited company' },
  { value: 'llp', label: 'Limited liability partnership (LLP)' },
  { value: 'other', label: 'Other (e.g. a charity or club)' },
] as const;

export type LegalForm = (typeof legalForms)[number]['value'];

/** The wire values alone, in the same order. */
export const legalFormValues = legalForms.map(({ value }) => value) as unknown as readonly [LegalForm, ...LegalForm[]];

export const legalFormMessages = {
  /** Under the wizard's field when none is chosen, in the style of the step's other messages. */
  required: '* Please choose your legal form',
  /** A value sent that is not on the list (REST integrators send the wire values). */
  invalid: `Legal form must be one of: ${legalFormValues.join(', ')}.`,
} as const;

/** The wire value a client sent, whatever its case and the spaces around it; null when it is not on the list. */
export function legalFormOf(sent: string): LegalForm | null {
  const spelt = sent.trim().toLowerCase();
  return legalFormValues.find((value) => value === spelt) ?? null;
}

/** What people read for a stored legal form; null for none (or a value no longer on the list). */
export function legalFormLabel(value: string | null | undefined): string | null {
  return legalForms.find((form) => form.value === value)?.label ?? null;
}

/** Credit above this many pounds, for the borrower's business, is exempt from regulation. */
export const REGULATED_CREDIT_LIMIT_POUNDS = 25_000;

/** The legal forms that are individuals in law. */
const individualsInLaw: ReadonlySet<LegalForm> = new Set(['sole_trader', 'partnership_2_or_3']);

/**
 * Whether a business loan of `amountPounds` to a borrower of this legal form is FCA-regulated credit: true, false,
 * or null when it cannot be told (no legal form given; 'Other', which may be an unincorporated association or a
 * company; an amount that is not a number of pounds, for a borrower that could be regulated). The amount is the
 * credit itself (what the visitor asks to borrow), not the total to repay. The loans offered here are for the
 * borrower's business, so an amount over the limit is never regulated.
 */
export function isRegulatedLoan(legalForm: LegalForm | null | undefined, amountPounds: number): boolean | null {
  if (legalForm === null || legalForm === undefined || legalForm === 'other') return null;
  if (!individualsInLaw.has(legalForm)) return false;
  if (!Number.isFinite(amountPounds) || amountPounds < 0) return null;
  return amountPounds <= REGULATED_CREDIT_LIMIT_POUNDS;
}

/** isRegulatedLoan's answer as staff read it on the lead page and in the lead e-mail. */
export function regulatedCreditLabel(regulated: boolean | null): 'Yes' | 'No' | 'Not known' {
  if (regulated === null) return 'Not known';
  return regulated ? 'Yes' : 'No';
}
