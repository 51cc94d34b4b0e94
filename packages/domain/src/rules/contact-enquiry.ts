import * as z from 'zod/mini';
import { contactFormModes, hasAnyShortContactField, hasRequiredContactFields } from '../form-rules.ts';
import { messages, requiredFieldsDialog } from '../messages.ts';
import { optionalEmail, optionalPhone, optionalText } from './text-fields.ts';

// The enquiry forms (spec §5) as the forms check them and as POST /api/form-submit/contact-us does.

/** Each field's rule; the shorter form has all but the message. */
export const contactEnquiryFields = {
  first_name: optionalText('Name', 120),
  email: optionalEmail(),
  phone: optionalPhone(),
  business_name: optionalText('Business name', 200),
  business_address: optionalText('Business address', 500),
  message: optionalText('Message', 5000),
};

type EnquiryValues = Partial<Record<keyof typeof contactEnquiryFields, string>>;

/**
 * The rule of the form sent from a page: name, phone and business name on the full form's pages; any one field on
 * the shorter form's (and from integrators, who may name no page).
 */
export function contactEnquiryRule(page: string | undefined): {
  passes: (values: EnquiryValues) => boolean;
  message: string;
} {
  return page !== undefined && (contactFormModes as readonly string[]).includes(page)
    ? { passes: hasRequiredContactFields, message: requiredFieldsDialog.contactText }
    : { passes: hasAnyShortContactField, message: messages.formDataMissing };
}

/** The rule as a check of a form's values; `pageOf` names the page the values were sent from. */
export const contactEnquiryCheck = <T extends EnquiryValues>(pageOf: (values: T) => string | undefined) =>
  z.superRefine<T>((values, ctx) => {
    const rule = contactEnquiryRule(pageOf(values));
    if (!rule.passes(values)) ctx.addIssue({ code: 'custom', message: rule.message });
  });

/** The full enquiry form of the home, utility, payment, business and contact pages. */
export const contactFormRules = z.object(contactEnquiryFields).check(contactEnquiryCheck(() => 'contact'));

/** The shorter contact-us form of the about-us and blog-details pages: no message field. */
const { message: _message, ...shortContactFields } = contactEnquiryFields;
export const shortContactFormRules = z.object(shortContactFields).check(contactEnquiryCheck(() => 'about'));
