import { z } from 'zod';
import { optionalEmail, optionalPhone, optionalText } from './fields.ts';
import { hasAllPopupFields, hasAllRegistrationFields } from './form-rules.ts';
import { messages, requiredFieldsDialog } from './messages.ts';

/** Partner registration (affiliate programme): all four fields required. */
export const partnerRegistrationInput = z
  .object({
    name: optionalText('Name', 120),
    email: optionalEmail(),
    phone: optionalPhone(),
    business_address: optionalText('Business address', 500),
  })
  .superRefine((value, ctx) => {
    if (!hasAllRegistrationFields(value)) ctx.addIssue({ code: 'custom', message: requiredFieldsDialog.registerText });
  });
export type PartnerRegistrationInput = z.input<typeof partnerRegistrationInput>;

/** The 'Let's talk' popup: name, email and phone all required. */
export const popupLeadInput = z
  .object({
    name: optionalText('Name', 120),
    email: optionalEmail(),
    phone: optionalPhone(),
    /** The path the visitor was on; optional for integrators. */
    page: z.string().trim().max(300).optional(),
  })
  .superRefine((value, ctx) => {
    if (!hasAllPopupFields(value)) ctx.addIssue({ code: 'custom', message: messages.formDataMissing });
  });
export type PopupLeadInput = z.input<typeof popupLeadInput>;
