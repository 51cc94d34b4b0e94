import type { DbTransaction, Prisma } from '@sme/db';
import { summarise, sourceLink, type LeadSource } from './lead-summary.ts';
import { searchTextOf } from '@sme/domain';

/** What a visitor's call did to a lead: the timeline entry it leaves. */
export type LeadStep = { type: 'step_saved'; step: string } | { type: 'call_booked' } | { type: 'created' };

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

/** Re-reads the submission into its inbox row and adds the step to the lead's timeline. */
export async function syncLead(tx: DbTransaction, source: LeadSource, step: LeadStep): Promise<void> {
  const summary = await summarise(tx, source);
  if (!summary) return;
  const link = sourceLink(source);
  const data = { ...summary, searchText: searchTextOf(summary), lastActivityAt: new Date() };
  const detail = step.type === 'step_saved' ? { step: step.step } : {};
  const existing = await tx.lead.findFirst({ where: link, select: { id: true } });
  if (existing) {
    await tx.lead.update({ where: { id: existing.id }, data });
    await tx.leadEvent.create({ data: { leadId: existing.id, type: step.type, detail } });
    return;
  }
  await tx.lead.create({
    data: { kind: source.kind, ...link, ...data, events: { create: { type: 'created', detail } } },
  });
}
