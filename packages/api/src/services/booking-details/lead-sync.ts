import type { DbTransaction } from '@sme/db';
import { searchTextOf } from '@sme/domain';
import { waitFromNow, waitUntilChosenTime } from '../lead-inbox/chosen-time.ts';
import { assignInTurn } from '../lead-inbox/round-robin.ts';
import type { CallKind, LeadSource } from '../lead-kinds/lead-kind.ts';
import { linkOf, readSubmission } from '../lead-kinds/registry.ts';

/** What the scheduling service told us of a booking, as the lead's timeline keeps it (booking_updated). */
export interface BookingChange {
  change: 'details' | 'canceled' | 'rescheduled';
  startAt?: string | null;
  name?: string | null;
}

/** A booked call's row, by the quote or application it belongs to. */
export interface CallOwnerColumns {
  flow: CallKind;
  guestLeadId: string | null;
  loanApplicationId: string | null;
  cashAdvanceApplicationId: string | null;
}

/** The submission a booked call belongs to. */
export function callSource(call: CallOwnerColumns): LeadSource<CallKind> | null {
  const id = call.guestLeadId ?? call.loanApplicationId ?? call.cashAdvanceApplicationId;
  return id ? { kind: call.flow, id } : null;
}

/**
 * Brings the lead's inbox row in step with its submission once a booking's details are stored (the person from
 * the booking becomes the lead's when no callback request names one), and puts what changed on its timeline as the
 * scheduling service's doing. Nothing is delivered: the business heard of the booking when it was made. A lead the
 * booking makes reachable goes to the next user on duty when round robin is on, as any other step that brings
 * contact details.
 */
export async function syncLeadFromBooking(
  tx: DbTransaction,
  source: LeadSource,
  changes: BookingChange[],
  intake: { roundRobin?: boolean } = {},
): Promise<void> {
  const submission = await readSubmission(tx, source);
  const existing = await tx.lead.findFirst({
    where: linkOf(source),
    select: { id: true, status: true, reachableAt: true },
  });
  if (!submission || !existing) return;
  const { summary, details } = submission;
  const lead = await tx.lead.update({
    where: { id: existing.id },
    data: { ...summary, searchText: searchTextOf(summary, details.searchTerms), lastActivityAt: new Date() },
  });
  for (const change of changes) {
    await tx.leadEvent.create({ data: { leadId: existing.id, type: 'booking_updated', detail: { ...change } } });
  }
  // The booked time is the customer's: the lead waits from it (a cancelled one: from now).
  const last = changes.at(-1);
  if (last?.change === 'canceled') await waitFromNow(tx, source);
  else if (last?.startAt) await waitUntilChosenTime(tx, source, new Date(last.startAt));
  // The database's trigger sets reachableAt on the update when the booking brought the first phone or e-mail.
  if (intake.roundRobin && existing.status !== 'spam' && !existing.reachableAt && lead.reachableAt) {
    await assignInTurn(tx, existing.id);
  }
}
