import { randomUUID } from 'node:crypto';
import { retryOnDroppedConnection, type Prisma } from '@sme/db';
import { searchTextOf } from '@sme/domain';
import { eventDeliveries } from '../lead-delivery/record-event.ts';
import type { FormRules, Screening } from './bot-screening.ts';
import { earlierSubmission, isRepeatConflict, withRepeatRetry } from './duplicates.ts';
import { contactEnquiryAnswers, popupAnswers, registrationAnswers, type Answer } from './lead-answers.ts';
import {
  contactEnquirySummary,
  popupSummary,
  registrationSummary,
  type ContactEnquiryRow,
  type LeadSummary,
  type PartnerRegistrationRow,
  type PopupLeadRow,
} from './lead-summary.ts';

/** A form that is whole when sent, as its row will be stored. */
export type WholeSubmission =
  | { kind: 'contact_us'; row: ContactEnquiryRow }
  | { kind: 'popup'; row: PopupLeadRow }
  | { kind: 'partner_registration'; row: PartnerRegistrationRow };

type Kind = WholeSubmission['kind'];
type RowOf<K extends Kind> = Extract<WholeSubmission, { kind: K }>['row'];

/** Where each form's row goes, and what the inbox and the outbox make of it. */
const forms: {
  [K in Kind]: { table: string; link: string; summary(row: RowOf<K>): LeadSummary; answers(row: RowOf<K>): Answer[] };
} = {
  contact_us: {
    table: 'ContactEnquiry',
    link: 'contactEnquiryId',
    summary: contactEnquirySummary,
    answers: contactEnquiryAnswers,
  },
  popup: { table: 'PopupLead', link: 'popupLeadId', summary: popupSummary, answers: popupAnswers },
  partner_registration: {
    table: 'PartnerRegistration',
    link: 'partnerRegistrationId',
    summary: registrationSummary,
    answers: registrationAnswers,
  },
};

/**
 * Stores a contact enquiry, popup or partner registration with everything saveSubmission writes for it (the inbox
 * row, its 'created' entry, the outbox rows of 'lead.created', or Spam for a bot's) in one statement: all of it or
 * none, as the transaction did, in one round trip instead of a dozen. The embedded database has one connection,
 * and every statement a submission spends there is one every other request waits behind.
 * The same submission again within the duplicate window stores nothing and answers the first one's id.
 * A statement lost with its connection may or may not have stored the lead: it runs again only with a fingerprint,
 * and then finds the first one's lead if it did.
 */
export function saveWholeSubmission(
  prisma: Prisma,
  screening: Screening,
  rules: FormRules,
  submission: WholeSubmission,
): Promise<{ id: string }> {
  const store = () =>
    withRepeatRetry(async () => {
      try {
        return await insertLead(prisma, screening, submission);
      } catch (error) {
        // Most submissions are new: the fingerprint is checked only when the unique index says it is taken.
        if (!screening.fingerprint || !isRepeatConflict(error)) throw error;
        const earlier = await earlierSubmission(prisma, screening.fingerprint, rules.duplicateWindowMs);
        return earlier ?? (await insertLead(prisma, screening, submission));
      }
    });
  return retryOnDroppedConnection(store, { replayable: screening.fingerprint !== null });
}

async function insertLead(prisma: Prisma, screening: Screening, submission: WholeSubmission): Promise<{ id: string }> {
  const form = forms[submission.kind] as (typeof forms)['contact_us'];
  const row = submission.row as ContactEnquiryRow;
  const now = new Date();
  const sourceId = randomUUID();
  const summary = form.summary(row);
  const lead = {
    id: randomUUID(),
    kind: submission.kind,
    status: screening.spam ? 'spam' : 'new',
    ...summary,
    searchText: searchTextOf(summary),
    lastActivityAt: now,
    fingerprint: screening.fingerprint,
    [form.link]: sourceId,
    createdAt: now,
    updatedAt: now,
  };
  const events: Row[] = [{ id: randomUUID(), leadId: lead.id, type: 'created', detail: {}, createdAt: now }];
  const writes = [
    insert(form.table, [{ id: sourceId, ...row, createdAt: now, updatedAt: now }]),
    insert('Lead', [lead]),
  ];
  if (screening.spam) {
    // A bot's lead goes to Spam, seen on its timeline (just after 'created') and announced to no one.
    const later = new Date(now.getTime() + 1);
    events.push({
      id: randomUUID(),
      leadId: lead.id,
      type: 'status_changed',
      detail: { from: 'new', to: 'spam' },
      createdAt: later,
    });
  } else {
    const facts = { answers: form.answers(row), calls: [], callback: null };
    const deliveries = eventDeliveries(lead, 'lead_created', facts, now).map((delivery) => ({
      id: randomUUID(),
      ...delivery,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    }));
    writes.push(insert('Delivery', deliveries));
  }
  writes.push(insert('LeadEvent', events));
  const params: unknown[] = [];
  const sql = writes.map((write, index) => `w${index} AS (${write(params)})`).join(', ');
  // One statement: the foreign keys between its rows are checked at its end, when all of them exist.
  await prisma.$executeRawUnsafe(`WITH ${sql} SELECT 1`, ...params);
  return { id: sourceId };
}

type Row = Record<string, unknown>;

/**
 * An INSERT of rows that share their columns, its values as numbered parameters appended to `params`. Table and
 * column names come from this file, never from a request; the database gives each parameter its column's type.
 */
function insert(table: string, rows: Row[]): (params: unknown[]) => string {
  const columns = Object.keys(rows[0]!);
  return (params) => {
    const tuples = rows.map((row) => {
      const placeholders = columns.map((column) => {
        params.push(row[column] ?? null);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    return `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${tuples.join(', ')}`;
  };
}
