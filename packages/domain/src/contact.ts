import { z } from 'zod';
import { allFilled, optionalEmail, optionalPhone, optionalText } from './fields.ts';
import { messages, requiredFieldsDialog } from './messages.ts';

/** The pages whose contact form is the full enquiry form (name, phone and business name required). */
export const contactFormModes = ['home', 'utility', 'payment', 'business', 'contact'] as const;
export type ContactFormMode = (typeof contactFormModes)[number];

/** Pages with the shorter contact-us form (any one field is enough). */
export const shortContactPages = ['about', 'blog'] as const;

export const enquiryPages = [...contactFormModes, ...shortContactPages] as const;
export type EnquiryPage = (typeof enquiryPages)[number];

/** The service a page is about, shown on its contact form and kept with the enquiry. */
export const serviceLabels: Partial<Record<EnquiryPage, string>> = {
  utility: 'Commercial Utility',
  business: 'Business Solutions',
  payment: 'Merchant Cash Advance',
  // The enquiry box beside a blog post is in utility mode.
  blog: 'Commercial Utility',
};

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
    page: z.enum(enquiryPages).optional(),
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

/** The rule of the full contact form (spec §5), on the client and the server. */
export function hasRequiredContactFields(values: { first_name?: string; phone?: string; business_name?: string }) {
  return allFilled(values, ['first_name', 'phone', 'business_name']);
}

/** The rule of the shorter contact-us form: any one of its five fields. */
export function hasAnyShortContactField(values: {
  first_name?: string;
  email?: string;
  phone?: string;
  business_name?: string;
  business_address?: string;
}) {
  return (['first_name', 'email', 'phone', 'business_name', 'business_address'] as const).some((key) =>
    Boolean(values[key]?.trim()),
  );
}
