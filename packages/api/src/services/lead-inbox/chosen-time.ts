import type { DbTransaction } from '@sme/db';
import type { LeadSource } from '../lead-kinds/lead-kind.ts';
import { linkOf } from '../lead-kinds/registry.ts';

/**
 * The customer chose when to be called (a callback window, a booked call): until then the lead is not waiting, so it
 * is not in "To answer" and its clock does not run; it is in "Calls due" at that time. A time already come changes
 * nothing. Only a lead nobody has reached yet: a reached one's clock has stopped. Its cadence starts again from that
 * time, and a lead the cadence had given up on is back in the queue.
 */
export async function waitUntilChosenTime(tx: DbTransaction, source: LeadSource, start: Date, now = new Date()) {
  if (start <= now) return;
  await tx.lead.updateMany({
    where: { ...linkOf(source), firstContactAt: null },
    data: { waitFrom: start, nextTryAt: null, nextTryByEmail: false, couldNotReachAt: null },
  });
}

/** The time the customer chose is gone (a booking cancelled): a lead that was waiting for it waits from now. */
export async function waitFromNow(tx: DbTransaction, source: LeadSource, now = new Date()) {
  await tx.lead.updateMany({
    where: { ...linkOf(source), firstContactAt: null, waitFrom: { gt: now } },
    data: { waitFrom: now },
  });
}
