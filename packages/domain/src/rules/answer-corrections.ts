import { CALLBACK_NAME_MAX } from '../callback-rules.ts';
import { isPlausiblePhone } from '../form-rules.ts';
import { serverMessages } from '../messages.ts';
import { normalizePostcode } from '../postcode.ts';
import { optionalEmail, optionalPhone, optionalText } from './text-fields.ts';

// What staff may type when they correct an answer on the lead page: the visitor's own field rules (length, what can
// be stored, a real e-mail, phone or postcode), and a value the visitor had to give cannot be taken away.

/** Staff emptied an answer the visitor's form requires. */
export const answerRequired = (label: string) => `${label} cannot be left blank.`;

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
 * Checks a corrected answer by its field's rule: the value to store (trimmed; a postcode written as the site writes
 * it), or the message to show by the field.
 */
export function checkCorrection(
  rule: CorrectionRule,
  label: string,
  value: string,
  required: boolean,
): { ok: true; value: string } | { ok: false; message: string } {
  const parsed = rules[rule].safeParse(value);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? serverMessages.notText(label) };
  const text = parsed.data;
  if (text === '') return required ? { ok: false, message: answerRequired(label) } : { ok: true, value: '' };
  if (rule === 'postcode') {
    const postcode = normalizePostcode(text);
    return postcode ? { ok: true, value: postcode } : { ok: false, message: serverMessages.invalidPostcode };
  }
  if (rule === 'phone' && !isPlausiblePhone(text)) return { ok: false, message: serverMessages.invalidPhone };
  return { ok: true, value: text };
}

/** Why a correction is refused, besides the field's own rule. */
export const correctionMessages = {
  erased: 'This lead’s personal data was erased: there is nothing to correct.',
  notCorrectable: 'That answer cannot be corrected on this lead.',
} as const;
