import { retryOnDroppedConnection, type DbTransaction, type LeadStatus, type Prisma } from '@sme/db';
import { BOOKING_SCREEN_REACHED, searchTextOf } from '@sme/domain';
import { recordLeadEvent } from '../lead-delivery/record-event.ts';
import type { LeadEventKey } from '../lead-delivery/lead-event.ts';
import type { LeadSource } from '../lead-kinds/lead-kind.ts';
import { linkOf, readSubmission } from '../lead-kinds/registry.ts';
import { settleEarning } from '../partners/earnings.ts';
import { laterTouchOf } from './attribution.ts';
import type { Screening } from './bot-screening.ts';
import { assignInTurn, type LeadIntake } from './round-robin.ts';

/** What a visitor's call did to a lead that exists (saveSubmission makes new ones): the timeline entry it leaves. */
export type LeadStep = { type: 'step_saved'; step: string } | { type: 'call_booked' } | { type: 'callback_requested' };

/**
 * Runs a submission's write and brings its inbox row in step in the same transaction: the console never shows a
 * lead the database does not hold, nor misses one it does. A transaction whose connection died before COMMIT runs
 * again; one whose COMMIT was lost does not (run again, it would add a second step to the lead's timeline if the
 * first had counted).
 */
export function saveLeadStep<T>(
  prisma: Prisma,
  step: LeadStep,
  write: (tx: DbTransaction) => Promise<T>,
  sourceOf: (result: T) => LeadSource,
): Promise<T> {
  return retryOnDroppedConnection(() =>
    prisma.$transaction(async (tx) => {
      const result = await write(tx);
      await syncLead(tx, sourceOf(result), step);
      return result;
    }),
  );
}

/**
 * Re-reads a submission that has its lead (saveSubmission made it) into its inbox row, adds the step to the lead's
 * timeline and, when the step is one the business hears of, writes its deliveries (the outbox) in the same
 * transaction. A step screened as a bot's puts its lead in Spam, which the outbox never announces. A step that
 * makes the lead reachable (its first phone number or e-mail) hands it to the next user on duty when `intake` says
 * round robin is on: a step that can bring contact details must pass it. A step whose `intake` carries another
 * visit's attribution sets the lead's last touch.
 */
export async function syncLead(
  tx: DbTransaction,
  source: LeadSource,
  step: LeadStep,
  screening?: Screening,
  intake: LeadIntake = {},
): Promise<void> {
  const submission = await readSubmission(tx, source);
  const existing = await tx.lead.findFirst({
    where: linkOf(source),
    select: { id: true, progress: true, status: true, reachableAt: true, firstTouch: true, lastTouch: true },
  });
  if (!submission || !existing) return;
  const { summary, details } = submission;
  const data = { ...summary, searchText: searchTextOf(summary, details.searchTerms), lastActivityAt: new Date() };
  const fingerprint = screening?.fingerprint ?? null;
  // A step sent in another visit than the lead's first (or last) one: that visit is the lead's last touch.
  const lastTouch = laterTouchOf(existing, intake.attribution);
  // A lead that moved on is no longer what its first submission made: the same submission again starts anew.
  const lead = await tx.lead.update({
    where: { id: existing.id },
    data: { ...data, fingerprint, ...(lastTouch ? { lastTouch: { ...lastTouch } } : {}) },
  });
  const detail = step.type === 'step_saved' ? { step: step.step } : {};
  await tx.leadEvent.create({ data: { leadId: existing.id, type: step.type, detail } });
  if (screening?.spam && existing.status !== 'spam') {
    await markSpam(tx, existing.id, existing.status);
    return;
  }
  // The database's trigger sets reachableAt on this update when the step brought the first phone or e-mail.
  if (intake.roundRobin && !existing.reachableAt && lead.reachableAt) await assignInTurn(tx, existing.id);
  const event = deliveredEvent(step, existing.progress, summary.progress);
  if (event) await recordLeadEvent(tx, lead, event, details);
}

/** The event a step on an existing lead announces, if any: the flow's last answer, a booked or requested call. */
function deliveredEvent(step: LeadStep, before: string, after: string): LeadEventKey | null {
  switch (step.type) {
    case 'call_booked':
      return 'call_booked';
    case 'callback_requested':
      return 'callback_requested';
    case 'step_saved':
      return after === BOOKING_SCREEN_REACHED && before !== BOOKING_SCREEN_REACHED ? 'lead_completed' : null;
  }
}

/** Puts a lead in Spam, with the change on its timeline as the console shows any status change (no one's act). */
export async function markSpam(tx: DbTransaction, leadId: string, from: LeadStatus): Promise<void> {
  await tx.lead.update({ where: { id: leadId }, data: { status: 'spam' } });
  await tx.leadEvent.create({ data: { leadId, type: 'status_changed', detail: { from, to: 'spam' } } });
  await settleEarning(tx, leadId);
}

/**
 * A step on an existing lead whose honeypot was filled (the visitor came back to the first step): the step is
 * stored as usual and the lead goes to Spam, from where it announces nothing more.
 */
export function markLeadAsSpam(prisma: Prisma, source: LeadSource): Promise<void> {
  // A second run finds the lead in Spam already and does nothing: harmless after a lost COMMIT.
  return retryOnDroppedConnection(
    () =>
      prisma.$transaction(async (tx) => {
        const lead = await tx.lead.findFirst({ where: linkOf(source), select: { id: true, status: true } });
        if (lead && lead.status !== 'spam') await markSpam(tx, lead.id, lead.status);
      }),
    { replayable: true },
  );
}
