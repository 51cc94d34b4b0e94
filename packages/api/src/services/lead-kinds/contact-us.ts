import { enquiryBlankRefusal } from '@sme/domain';
import type { LeadKindModule } from './lead-kind.ts';
import { answer, formDetails, person, postcodeIn } from './answers.ts';
import { correction, orNull } from './corrections.ts';

/** A contact enquiry as stored: every contact form of the site, and POST /api/contact-us. */
export interface ContactEnquiryRow {
  firstName: string | null;
  email: string | null;
  phone: string | null;
  businessName: string | null;
  businessAddress: string | null;
  message: string | null;
  page: string | null;
  serviceLabel: string | null;
}

/** Each correctable answer's name on the enquiry form. */
const formNames = {
  firstName: 'first_name',
  email: 'email',
  phone: 'phone',
  businessName: 'business_name',
  businessAddress: 'business_address',
} as const;

/** The enquiry's answers as its form named them. */
const formValues = (row: ContactEnquiryRow) =>
  Object.fromEntries(
    Object.entries(formNames).map(([field, name]) => [name, row[field as keyof typeof formNames] ?? '']),
  );

export const contactUs: LeadKindModule<ContactEnquiryRow, 'ContactEnquiry'> = {
  table: 'ContactEnquiry',
  link: 'contactEnquiryId',
  wholeWhenSent: true,
  salesConversation: true,
  fromStored: (stored) => ({
    firstName: stored.firstName ?? null,
    email: stored.email ?? null,
    phone: stored.phone ?? null,
    businessName: stored.businessName ?? null,
    businessAddress: stored.businessAddress ?? null,
    message: stored.message ?? null,
    page: stored.page ?? null,
    serviceLabel: stored.serviceLabel ?? null,
  }),
  readMany: (db, ids) => db.contactEnquiry.findMany({ where: { id: { in: ids } } }),
  summary: (row) => ({
    businessName: row.businessName,
    personName: row.firstName,
    email: row.email,
    phone: row.phone,
    postCode: postcodeIn(row.businessAddress),
    progress: row.page ? `Enquiry sent from the ${row.page} page` : 'Enquiry sent',
  }),
  details: (row) =>
    formDetails([
      ...person({ ...row, name: row.firstName }),
      ...answer('Business name', row.businessName),
      ...answer('Business address', row.businessAddress),
      ...answer('Message', row.message),
      ...answer('Sent from the page', row.page),
      ...answer('Service', row.serviceLabel),
    ]),
  erase: async (tx, id) => {
    await tx.contactEnquiry.update({
      where: { id },
      data: { firstName: null, email: null, phone: null, businessName: null, businessAddress: null, message: null },
    });
  },
  corrections: (
    [
      ['firstName', 'Name', 'name'],
      ['email', 'Email', 'email'],
      ['phone', 'Phone', 'phone'],
      ['businessName', 'Business name', 'businessName'],
      ['businessAddress', 'Business address', 'address'],
    ] as const
  ).map(([field, label, rule]) =>
    correction<ContactEnquiryRow>(
      field,
      label,
      rule,
      // The form's own rule, on the enquiry's answers with this one emptied.
      (row) => enquiryBlankRefusal(row.page, { ...formValues(row), [formNames[field]]: '' }, label),
      (row) => row[field],
      (tx, id, value) => tx.contactEnquiry.update({ where: { id }, data: { [field]: orNull(value) } }),
    ),
  ),
};
