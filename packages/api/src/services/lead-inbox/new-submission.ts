import { randomUUID } from 'node:crypto';
import {
  insertAtOnce,
  retryOnDroppedConnection,
  type InsertRow,
  type InsertRows,
  type LeadKind,
  type Prisma,
} from '@sme/db';
import { searchTextOf } from '@sme/domain';
import { eventDeliveries } from '../lead-delivery/record-event.ts';
import type { LeadKindModule, StoredRow } from '../lead-kinds/lead-kind.ts';
import { leadKinds } from '../lead-kinds/registry.ts';
import { firstTouchColumns, type FirstTouchColumns } from './attribution.ts';
import type { FormRules, Screening } from './bot-screening.ts';
import { earlierSubmission, isRepeatConflict, withRepeatRetry } from './duplicates.ts';
import { leadTaken } from './leads-taken.ts';
import { markSpam } from './lead-steps.ts';
import { assignInTurn, type LeadIntake } from './round-robin.ts';

type TableOf<K extends LeadKind> = (typeof leadKinds)[K]['table'];

/** What a new submission of this kind stores in its own table: what the visitor sent, without id or dates. */
export type NewSubmission<K extends LeadKind> = Omit<InsertRow<TableOf<K>>, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Everything the first write of a submission stores, worked out before anything is written: its own row, its lead
 * (what the inbox shows of it, through its kind's module) with a 'created' entry, and the outbox rows of
 * 'lead.created' (none for a bot's submission, which goes to Spam and is announced to no one).
 */
export function newLeadRows<K extends LeadKind>(
  kind: K,
  data: NewSubmission<K>,
  screening: Screening,
  /** Where the visit came from (firstTouchColumns); none for a submission that said nothing of it. */
  attribution: FirstTouchColumns = {},
): { id: string; leadId: string; reachable: boolean; rows: InsertRows[] } {
  const module = leadKinds[kind] as LeadKindModule<unknown>;
  const now = new Date();
  const stored = { ...data, id: randomUUID(), createdAt: now } as StoredRow<TableOf<K>>;
  const row = module.fromStored(stored);
  const summary = module.summary(row);
  const lead = {
    id: randomUUID(),
    kind,
    status: 'new' as const,
    ...summary,
    searchText: searchTextOf(summary),
    lastActivityAt: now,
    fingerprint: screening.fingerprint,
    ...attribution,
    [module.link]: stored.id,
    createdAt: now,
  };
  const deliveries = screening.spam
    ? []
    : eventDeliveries(lead, 'lead_created', module.details(row), now).map((delivery) => ({
        id: randomUUID(),
        ...delivery,
        nextAttemptAt: now,
        createdAt: now,
      }));
  const rows = [
    { model: module.table, rows: [stored] },
    { model: 'Lead', rows: [lead as InsertRow<'Lead'>] },
    { model: 'LeadEvent', rows: [{ id: randomUUID(), leadId: lead.id, type: 'created', detail: {}, createdAt: now }] },
    { model: 'Delivery', rows: deliveries },
  ] as InsertRows[];
  // As the database's reachable-at trigger sees it: a phone number or an e-mail to reach someone by.
  const reachable = summary.email != null || summary.phone != null;
  return { id: stored.id, leadId: lead.id, reachable, rows };
}

/**
 * Stores a new submission of any kind with its lead and outbox rows (newLeadRows), all or nothing, and answers its
 * id and its lead's (the id the webhook reports as lead.id). The same submission again within the duplicate window
 * stores nothing and answers the first one's ids: most
 * submissions are new, so the fingerprint is looked up only when the unique index says it is taken. A statement
 * lost with its connection may or may not have stored the lead: it runs again only with a fingerprint, and then
 * finds the first one's lead if it did.
 */
export function saveSubmission<K extends LeadKind>(
  prisma: Prisma,
  screening: Screening,
  rules: FormRules,
  kind: K,
  data: NewSubmission<K>,
  intake: LeadIntake = {},
): Promise<{ id: string; leadId: string }> {
  const store = () =>
    withRepeatRetry(async () => {
      try {
        return await storeNew(prisma, kind, data, screening, intake);
      } catch (error) {
        if (!screening.fingerprint || !isRepeatConflict(error)) throw error;
        const earlier = await earlierSubmission(prisma, screening.fingerprint, rules.duplicateWindowMs);
        return earlier ?? (await storeNew(prisma, kind, data, screening, intake));
      }
    });
  return retryOnDroppedConnection(store, { replayable: screening.fingerprint !== null });
}

async function storeNew<K extends LeadKind>(
  prisma: Prisma,
  kind: K,
  data: NewSubmission<K>,
  screening: Screening,
  intake: LeadIntake,
): Promise<{ id: string; leadId: string }> {
  const { id, leadId, reachable, rows } = newLeadRows(
    kind,
    data,
    screening,
    await firstTouchColumns(prisma, intake.attribution),
  );
  if (!screening.spam && reachable && intake.roundRobin) {
    // Stored and given to the next agent on duty together: never a lead that was meant to be someone's and is not.
    await prisma.$transaction(async (tx) => {
      await insertAtOnce(tx, rows);
      await assignInTurn(tx, leadId);
    });
  } else if (!screening.spam) {
    await insertAtOnce(prisma, rows);
  } else {
    // A bot's lead goes to Spam, seen on its timeline after 'created'.
    await prisma.$transaction(async (tx) => {
      await insertAtOnce(tx, rows);
      await markSpam(tx, leadId, 'new');
    });
  }
  // Only here, once committed: a write that failed, or a repeat answered with the first one's id, took no lead.
  leadTaken({ kind, spam: screening.spam !== null });
  return { id, leadId };
}
