import { retryOnDroppedConnection, type Prisma } from '@sme/db';
import { serverMessages } from '@sme/domain';
import { rejected } from '../trpc.ts';
import type { ApplicationFlow } from './applications.ts';
import type { GuestLeadFlow } from './guest-leads.ts';
import { syncLead } from './lead-inbox/lead-steps.ts';
import type { LeadIntake } from './lead-inbox/round-robin.ts';
import type { CallKind, LeadSource } from './lead-kinds/lead-kind.ts';
import { callOwnerOf } from './lead-kinds/registry.ts';

/** The quote or application a booked call or callback request belongs to. */
export type BookingOwner = LeadSource<CallKind>;

/** A guest lead's booking belongs to the lead's own flow, whichever flow's path reported it. */
export function guestLeadBooking(lead: { id: string; flow: GuestLeadFlow }): BookingOwner {
  return { kind: lead.flow, id: lead.id };
}

/** The application a booked call or callback request belongs to. */
export function applicationBooking(flow: ApplicationFlow, id: string): BookingOwner {
  return { kind: flow, id };
}

/**
 * Records a call the scheduling widget booked. The browser may report the same event more than once (a retry,
 * a second tab): the event URI is unique, so it is stored once. The same event reported for another lead is
 * refused: saying "booked" would tell that lead's owner a call was arranged when none was.
 */
export async function recordBooking(
  prisma: Prisma,
  owner: BookingOwner,
  uri: { event_uri: string; invitee_uri: string },
  /** The booking visit's attribution: a lead continued in another visit keeps it as its last touch. */
  intake: LeadIntake = {},
): Promise<void> {
  // INSERT ... ON CONFLICT DO NOTHING: two reports at the same moment must not race into a unique violation
  // (an upsert with nothing to update reads, then inserts, and the loser fails on PostgreSQL).
  // After a lost COMMIT a second run is harmless: it finds the event stored and is answered as a repeat report.
  const count = await retryOnDroppedConnection(
    () =>
      prisma.$transaction(async (tx) => {
        const created = await tx.scheduledCall.createMany({
          data: [{ ...callOwnerOf(owner), eventUri: uri.event_uri, inviteeUri: uri.invitee_uri }],
          skipDuplicates: true,
        });
        if (created.count === 1) await syncLead(tx, owner, { type: 'call_booked' }, undefined, intake);
        return created.count;
      }),
    { replayable: true },
  );
  if (count === 1) return;
  const recorded = await prisma.scheduledCall.findUnique({ where: { eventUri: uri.event_uri } });
  const sameOwner =
    recorded !== null &&
    Object.entries(callOwnerOf(owner)).every(([key, value]) => recorded[key as keyof typeof recorded] === value);
  if (!sameOwner) throw rejected(serverMessages.bookingTaken, 'conflict');
}
