// The forms' required-field rules across fields, as plain functions: rules/ makes them the checks the forms and the
// server both run.

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

/** Loose UK/international phone check: digits with the usual separators, 7 to 15 digits. */
const phonePattern = /^\+?[\d\s().-]+$/;
export function isPlausiblePhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return phonePattern.test(value) && digits >= 7 && digits <= 15;
}

/** True when every named field holds more than spaces. */
export function allFilled<T extends Record<string, string | undefined>>(
  values: T,
  keys: readonly (keyof T)[],
): boolean {
  return keys.every((key) => Boolean(values[key]?.trim()));
}

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

/** Partner registration: all four fields. */
export function hasAllRegistrationFields(values: Record<'name' | 'email' | 'phone' | 'business_address', string>) {
  return allFilled(values, ['name', 'email', 'phone', 'business_address']);
}

/** The 'Let's talk' popup: name, email and phone. */
export function hasAllPopupFields(values: Record<'name' | 'email' | 'phone', string>) {
  return allFilled(values, ['name', 'email', 'phone']);
}
