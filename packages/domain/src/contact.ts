import { z } from 'zod';
import { botTrapFields } from './bot-fields.ts';
import { optionalEmail, optionalPhone, optionalText } from './fields.ts';
import { contactFormModes, enquiryPages, hasAnyShortContactField, hasRequiredContactFields } from './form-rules.ts';
import { messages, requiredFieldsDialog, serverMessages } from './messages.ts';

/** What POST /api/form-submit/contact-us accepts: the spec's field names. */
export const contactEnquiryInput = z
  .object({
    first_name: optionalText('Name', 120),
    email: optionalEmail(),
    phone: optionalPhone(),
    business_name: optionalText('Business name', 200),
    business_address: optionalText('Business address', 500),
    message: optionalText('Message', 5000),
    /** Where the form was sent from; integrators may leave it out. */
    page: z.enum(enquiryPages, { error: serverMessages.oneOf('Page', enquiryPages) }).optional(),
    ...botTrapFields,
  })
  .superRefine((value, ctx) => {
    const mode = value.page;
    if (mode && (contactFormModes as readonly string[]).includes(mode)) {
      if (!hasRequiredContactFields(value)) {
        ctx.addIssue({ code: 'custom', message: requiredFieldsDialog.contactText });
      }
      return;
    }
    if (!hasAnyShortContactField(value)) {
      ctx.addIssue({ code: 'custom', message: messages.formDataMissing });
    }
  });
export type ContactEnquiryInput = z.input<typeof contactEnquiryInput>;
