import type { GuestLead } from '@sme/db';
import { blankAnswerMessages } from '@sme/domain';
import type { Answer, Db, LeadDetails, LeadKindModule } from './lead-kind.ts';
import { answer, noContact } from './answers.ts';
import { callbackCorrections, correction, orNull } from './corrections.ts';
import { noCallsYet, quoteKind, withQuoteCalls, type QuoteCalls } from './quote-calls.ts';

/** An energy or water & waste quote as stored (one table for both flows), with its calls. */
export type GuestLeadRow = GuestLead & QuoteCalls;

/** The energy and water & waste kinds alike: one table, the address and business name first. */
export function guestLeadKind(flow: {
  progress(row: GuestLeadRow): string;
  answers(row: GuestLeadRow): Answer[];
  figures?(row: GuestLeadRow): LeadDetails['figures'];
}): LeadKindModule<GuestLeadRow, 'GuestLead'> {
  return quoteKind({
    table: 'GuestLead',
    link: 'guestLeadId',
    fromStored: (stored) => ({
      businessName: null,
      service: null,
      supplier: null,
      contractEndUnsure: false,
      annualUsage: null,
      requireBin: null,
      binCapacity: null,
      binCollectedDays: null,
      ...noCallsYet(stored),
      energyFiguresShown: (stored.energyFiguresShown ?? null) as GuestLead['energyFiguresShown'],
      contractEndDate: stored.contractEndDate ? new Date(stored.contractEndDate) : null,
    }),
    readMany: (db: Db, ids: string[]) => db.guestLead.findMany({ where: { id: { in: ids } }, include: withQuoteCalls }),
    summary: (row) => ({
      ...noContact,
      businessName: row.businessName,
      postCode: row.postCode || null,
      progress: flow.progress(row),
    }),
    answers: (row) => [
      ...answer('Postcode', row.postCode),
      ...answer('Address', row.fullAddress),
      ...answer('Business name', row.businessName),
      ...flow.answers(row),
    ],
    ...(flow.figures ? { figures: flow.figures } : {}),
    erase: async (tx, id) => {
      await tx.guestLead.update({ where: { id }, data: { postCode: '', fullAddress: '', businessName: null } });
    },
    corrections: [
      correction<GuestLeadRow>(
        'postCode',
        'Postcode',
        'postcode',
        blankAnswerMessages.postcode,
        (row) => row.postCode,
        (tx, id, value) => tx.guestLead.update({ where: { id }, data: { postCode: value } }),
      ),
      correction<GuestLeadRow>(
        'fullAddress',
        'Address',
        'address',
        true,
        (row) => row.fullAddress,
        (tx, id, value) => tx.guestLead.update({ where: { id }, data: { fullAddress: value } }),
      ),
      correction<GuestLeadRow>(
        'businessName',
        'Business name',
        'businessName',
        blankAnswerMessages.businessName,
        (row) => row.businessName,
        (tx, id, value) => tx.guestLead.update({ where: { id }, data: { businessName: orNull(value) } }),
      ),
      ...callbackCorrections<GuestLeadRow>('guestLeadId'),
    ],
  });
}
