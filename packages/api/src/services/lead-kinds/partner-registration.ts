import type { LeadKindModule } from './lead-kind.ts';
import { answer, formDetails, person, personSummary, postcodeIn } from './answers.ts';
import { correction } from './corrections.ts';

/** A partner's registration for the affiliate programme, as stored. */
export interface PartnerRegistrationRow {
  name: string;
  email: string;
  phone: string;
  businessAddress: string;
}

export const partnerRegistration: LeadKindModule<PartnerRegistrationRow, 'PartnerRegistration'> = {
  table: 'PartnerRegistration',
  link: 'partnerRegistrationId',
  wholeWhenSent: true,
  salesConversation: false,
  fromStored: (stored) => stored,
  readMany: (db, ids) => db.partnerRegistration.findMany({ where: { id: { in: ids } } }),
  summary: (row) => ({ ...personSummary(row, 'Registration sent'), postCode: postcodeIn(row.businessAddress) }),
  details: (row) => formDetails([...person(row), ...answer('Business address', row.businessAddress)]),
  erase: async (tx, id) => {
    await tx.partnerRegistration.update({
      where: { id },
      data: { name: '', email: '', phone: '', businessAddress: '' },
    });
  },
  corrections: (
    [
      ['name', 'Name', 'name'],
      ['email', 'Email', 'email'],
      ['phone', 'Phone', 'phone'],
      ['businessAddress', 'Business address', 'address'],
    ] as const
  ).map(([field, label, rule]) =>
    correction<PartnerRegistrationRow>(
      field,
      label,
      rule,
      true,
      (row) => row[field],
      (tx, id, value) => tx.partnerRegistration.update({ where: { id }, data: { [field]: value } }),
    ),
  ),
};
