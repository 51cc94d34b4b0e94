import { z } from 'zod';
import { messages, serverMessages } from './messages.ts';

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
};

const text = (label: string, max: number) =>
  z.string().trim().max(max, serverMessages.tooLong(label, max)).optional().default('');

/** Loose UK/international phone check: digits with the usual separators, 7 to 15 digits. */
const phonePattern = /^\+?[\d\s().-]+$/;
export function isPlausiblePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return phonePattern.test(value) && digits >= 7 && digits <= 15;
}

/** What POST /api/form-submit/contact-us accepts: the spec's field names. */
export const contactEnquiryInput = z
  .object({
    first_name: text('Name', 120),
    email: text('Email', 254).refine((v) => v === '' || z.email().safeParse(v).success, serverMessages.invalidEmail),
    phone: text('Phone', 40).refine((v) => v === '' || isPlausiblePhone(v), serverMessages.invalidPhone),
    business_name: text('Business name', 200),
    business_address: text('Business address', 500),
    message: text('Message', 5000),
    /** Where the form was sent from; integrators may leave it out. */
    page: z.enum(enquiryPages).optional(),
  })
  .superRefine((value, ctx) => {
    const mode = value.page;
    if (mode && (contactFormModes as readonly string[]).includes(mode)) {
      if (!value.first_name || !value.phone || !value.business_name) {
        ctx.addIssue({ code: 'custom', message: 'Name, Phone, and Business Name are required.' });
      }
      return;
    }
    const { first_name, email, phone, business_name, business_address } = value;
    if (![first_name, email, phone, business_name, business_address].some(Boolean)) {
      ctx.addIssue({ code: 'custom', message: messages.formDataMissing });
    }
  });
export type ContactEnquiryInput = z.input<typeof contactEnquiryInput>;

/** The client-side rule of the full contact form (spec §5). */
export function hasRequiredContactFields(values: { first_name?: string; phone?: string; business_name?: string }) {
  return Boolean(values.first_name?.trim() && values.phone?.trim() && values.business_name?.trim());
}
