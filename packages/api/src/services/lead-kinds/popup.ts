import type { LeadKindModule } from './lead-kind.ts';
import { answer, formDetails, person, personSummary } from './answers.ts';
import { correction } from './corrections.ts';

/** The 'Let's talk' popup as stored. */
export interface PopupLeadRow {
  name: string;
  email: string;
  phone: string;
  page: string | null;
}

export const popup: LeadKindModule<PopupLeadRow, 'PopupLead'> = {
  table: 'PopupLead',
  link: 'popupLeadId',
  wholeWhenSent: true,
  salesConversation: true,
  fromStored: (stored) => ({ ...stored, page: stored.page ?? null }),
  readMany: (db, ids) => db.popupLead.findMany({ where: { id: { in: ids } } }),
  summary: (row) => personSummary(row, 'Asked to be called'),
  details: (row) => formDetails([...person(row), ...answer('Sent from the page', row.page)]),
  erase: async (tx, id) => {
    await tx.popupLead.update({ where: { id }, data: { name: '', email: '', phone: '' } });
  },
  corrections: (
    [
      ['name', 'Name'],
      ['email', 'Email'],
      ['phone', 'Phone'],
    ] as const
  ).map(([field, label]) =>
    correction<PopupLeadRow>(
      field,
      label,
      field,
      true,
      (row) => row[field],
      (tx, id, value) => tx.popupLead.update({ where: { id }, data: { [field]: value } }),
    ),
  ),
};
