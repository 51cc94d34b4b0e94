import * as z from 'zod/mini';
import { hasAllPopupFields, hasAllRegistrationFields } from '../form-rules.ts';
import { messages, requiredFieldsDialog } from '../messages.ts';
import { requiredEmail, requiredPhone, requiredText } from './text-fields.ts';

// The partner registration and the 'Let's talk' popup, as the forms check them and as their procedures do.

/** Partner registration (affiliate programme): all four fields required. */
export const partnerRegistrationFields = {
  name: requiredText('Name', 120, requiredFieldsDialog.registerText),
  email: requiredEmail(requiredFieldsDialog.registerText),
  phone: requiredPhone(requiredFieldsDialog.registerText),
  business_address: requiredText('Business address', 500, requiredFieldsDialog.registerText),
};
export const partnerRegistrationCheck = z.superRefine<Record<keyof typeof partnerRegistrationFields, string>>(
  (values, ctx) => {
    if (!hasAllRegistrationFields(values)) ctx.addIssue({ code: 'custom', message: requiredFieldsDialog.registerText });
  },
);
export const partnerRegistrationRules = z.object(partnerRegistrationFields).check(partnerRegistrationCheck);

/** The 'Let's talk' popup: name, email and phone all required. */
export const popupLeadFields = {
  name: requiredText('Name', 120, messages.formDataMissing),
  email: requiredEmail(messages.formDataMissing),
  phone: requiredPhone(messages.formDataMissing),
};
export const popupLeadCheck = z.superRefine<Record<keyof typeof popupLeadFields, string>>((values, ctx) => {
  if (!hasAllPopupFields(values)) ctx.addIssue({ code: 'custom', message: messages.formDataMissing });
});
export const popupLeadRules = z.object(popupLeadFields).check(popupLeadCheck);
