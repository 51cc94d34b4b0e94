import { z } from 'zod';
import { botTrapFields } from './bot-fields.ts';
import { optionalText, requiredEmail, requiredPhone, requiredText } from './fields.ts';
import { hasAllPopupFields, hasAllRegistrationFields } from './form-rules.ts';
import { messages, requiredFieldsDialog } from './messages.ts';

/** Partner registration (affiliate programme): all four fields required. */
export const partnerRegistrationInput = z
  .object({
    name: requiredText('Name', 120, requiredFieldsDialog.registerText),
    email: requiredEmail(requiredFieldsDialog.registerText),
    phone: requiredPhone(requiredFieldsDialog.registerText),
    business_address: requiredText('Business address', 500, requiredFieldsDialog.registerText),
    ...botTrapFields,
  })
  .superRefine((value, ctx) => {
    if (!hasAllRegistrationFields(value)) ctx.addIssue({ code: 'custom', message: requiredFieldsDialog.registerText });
  });
export type PartnerRegistrationInput = z.input<typeof partnerRegistrationInput>;

/** The 'Let's talk' popup: name, email and phone all required. */
export const popupLeadInput = z
  .object({
    name: requiredText('Name', 120, messages.formDataMissing),
    email: requiredEmail(messages.formDataMissing),
    phone: requiredPhone(messages.formDataMissing),
    /** The path the visitor was on; optional for integrators. */
    page: optionalText('Page', 300),
    ...botTrapFields,
  })
  .superRefine((value, ctx) => {
    if (!hasAllPopupFields(value)) ctx.addIssue({ code: 'custom', message: messages.formDataMissing });
  });
export type PopupLeadInput = z.input<typeof popupLeadInput>;
