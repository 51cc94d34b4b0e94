import type { DbTransaction, Prisma } from '@sme/db';
import { searchTextOf } from '@sme/domain';
import { recordLeadEvent } from '../lead-delivery/record-event.ts';
import type { LeadEventKey } from '../lead-delivery/lead-event.ts';
import { BOOKING_SCREEN_REACHED, summarise, sourceLink, type LeadSource } from './lead-summary.ts';

/** What a visitor's call did to a lead: the timeline entry it leaves. */
export type LeadStep =
  | { type: 'step_saved'; step: string }
  | { type: 'call_booked' }
  | { type: 'created' }
  | { type: 'callback_requested'; callbackRequestId: string };

/**
 * Runs a submission's write and brings its inbox row in step in the same transaction: the console never shows a
 * lead the database does not hold, nor misses one it does. A new submission gets its row and a 'created' entry.
 */
export function saveLeadStep<T>(
  prisma: Prisma,
  step: LeadStep,
  write: (tx: DbTransaction) => Promise<T>,
  sourceOf: (result: T) => LeadSource,
): Promise<T> {
  return prisma.$transaction(async (tx) => {
    const result = await write(tx);
    await syncLead(tx, sourceOf(result), step);
    return result;
  });
}

/**
 * Re-reads the submission into its inbox row, adds the step to the lead's timeline and, when the step is one the
 * business hears of, writes its deliveries (the outbox) in the same transaction.
 */
export async function syncLead(tx: DbTransaction, source: LeadSource, step: LeadStep): Promise<void> {
  const summary = await summarise(tx, source);
  if (!summary) return;
  const link = sourceLink(source);
  const data = { ...summary, searchText: searchTextOf(summary), lastActivityAt: new Date() };
  const detail = step.type === 'step_saved' ? { step: step.step } : {};
  const existing = await tx.lead.findFirst({ where: link, select: { id: true, progress: true } });
  if (!existing) {
    const created = await tx.lead.create({
      data: { kind: source.kind, ...link, ...data, events: { create: { type: 'created', detail } } },
      select: { id: true },
    });
    await recordLeadEvent(tx, created.id, 'lead_created');
    return;
  }
  await tx.lead.update({ where: { id: existing.id }, data });
  await tx.leadEvent.create({ data: { leadId: existing.id, type: step.type, detail } });
  const event = deliveredEvent(step, existing.progress, summary.progress);
  if (event) {
    await recordLeadEvent(
      tx,
      existing.id,
      event,
      step.type === 'callback_requested' ? step.callbackRequestId : undefined,
    );
  }
}

/** The event a step on an existing lead announces, if any: the flow's last answer, a booked or requested call. */
function deliveredEvent(step: LeadStep, before: string, after: string): LeadEventKey | null {
  switch (step.type) {
    case 'created':
      return 'lead_created';
    case 'call_booked':
      return 'call_booked';
    case 'callback_requested':
      return 'callback_requested';
    case 'step_saved':
      return after === BOOKING_SCREEN_REACHED && before !== BOOKING_SCREEN_REACHED ? 'lead_completed' : null;
  }
}
