import { CALLBACK_NAME_MAX } from '../callback-choices.ts';
import { isPlausiblePhone } from '../form-rules.ts';
import { messages } from '../messages.ts';
import { serverMessages } from '../server-messages.ts';
import { normalizePostcode } from '../postcode.ts';
import { contactEnquiryRule } from './contact-enquiry.ts';
import { optionalEmail, optionalPhone, optionalText } from './text-fields.ts';

// What staff may type when they correct an answer on the lead page: the visitor's own field rules (length, what can
// be stored, a real e-mail, phone or postcode), and a value the visitor had to give cannot be taken away.

/** Staff emptied an answer the visitor's form requires, where the form's own message names no field. */
export const answerRequired = (label: string) => `${label} cannot be left blank.`;

/** Staff emptied the last answer of an enquiry from the shorter form, which needs any one. */
export const lastAnswerRequired = (label: string) => `${label} cannot be left blank: it is the enquiry’s only answer.`;

/**
 * The visitor's forms' own words for a blank answer, where they name the field and read right to staff (those that
 * say "your name" speak to the visitor, and "Form data missing !" names nothing: those get `answerRequired`).
 */
export const blankAnswerMessages = {
  postcode: messages.enterPostCode,
  businessName: messages.enterBusinessName,
} as const;

/** The kinds of answer staff can correct, each with the visitor's rule for it. */
export type CorrectionRule = 'name' | 'email' | 'phone' | 'businessName' | 'address' | 'postcode';

const rules = {
  name: optionalText('Name', CALLBACK_NAME_MAX),
  email: optionalEmail(),
  phone: optionalPhone(),
  businessName: optionalText('Business name', 200),
  address: optionalText('Address', 500),
  postcode: optionalText('Postcode', 40),
} satisfies Record<CorrectionRule, unknown>;

/**
 * Whether an enquiry's form would take it with this answer blank (`values` are its answers by the form's names, the
 * corrected one blank): null, or the message refusing it. Which answers the enquiry needs depends on the page it
 * was sent from (contactEnquiryRule): name, phone and business name on the full form, any one on the shorter.
 */
export function enquiryBlankRefusal(
  page: string | null,
  values: Parameters<ReturnType<typeof contactEnquiryRule>['passes']>[0],
  label: string,
): string | null {
  const rule = contactEnquiryRule(page ?? undefined);
  if (rule.passes(values)) return null;
  // The shorter form's "Form data missing !" names no field: the answer staff emptied is named instead.
  return rule.message === messages.formDataMissing ? lastAnswerRequired(label) : rule.message;
}

/** A corrected answer refused: the message to show by the field, and whether it was emptied or is wrong. */
export interface CorrectionRefused {
  ok: false;
  message: string;
  code: 'required' | 'invalid';
}

/**
 * Checks a corrected answer by its field's rule: the value to store (trimmed; a postcode written as the site writes
 * it), or the message to show by the field. `blankRefusal` is the message refusing a blank value when the visitor's
 * form requires the answer, null when it may be emptied.
 */
export function checkCorrection(
  rule: CorrectionRule,
  label: string,
  value: string,
  blankRefusal: string | null,
): { ok: true; value: string } | CorrectionRefused {
  const refused = (message: string, code: CorrectionRefused['code'] = 'invalid'): CorrectionRefused => ({
    ok: false,
    message,
    code,
  });
  const parsed = rules[rule].safeParse(value);
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? serverMessages.notText(label));
  const text = parsed.data;
  if (text === '') return blankRefusal === null ? { ok: true, value: '' } : refused(blankRefusal, 'required');
  if (rule === 'postcode') {
    const postcode = normalizePostcode(text);
    return postcode ? { ok: true, value: postcode } : refused(serverMessages.invalidPostcode);
  }
  if (rule === 'phone' && !isPlausiblePhone(text)) return refused(serverMessages.invalidPhone);
  return { ok: true, value: text };
}

/** Why a correction is refused, besides the field's own rule. */
export const correctionMessages = {
  erased: 'This lead’s personal data was erased: there is nothing to correct.',
  notCorrectable: 'That answer cannot be corrected on this lead.',
} as const;
