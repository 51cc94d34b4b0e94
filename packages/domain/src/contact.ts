import { z } from 'zod';
import { attributionFields } from './attribution.ts';
import { botTrapFields } from './bot-fields.ts';
import { enquiryPages } from './form-rules.ts';
import { serverMessages } from './server-messages.ts';
import { withFullWrappersShape } from './rest-wrappers.ts';
import { contactEnquiryCheck, contactEnquiryFields } from './rules/contact-enquiry.ts';

/** What POST /api/form-submit/contact-us accepts: the spec's field names, with the forms' own rules. */
export const contactEnquiryInput = z
  .object({
    ...withFullWrappersShape(contactEnquiryFields),
    /** Where the form was sent from; integrators may leave it out. */
    page: z.enum(enquiryPages, { error: serverMessages.oneOf('Page', enquiryPages) }).optional(),
    ...botTrapFields,
    ...attributionFields,
  })
  .check(contactEnquiryCheck((value) => value.page));
export type ContactEnquiryInput = z.input<typeof contactEnquiryInput>;
