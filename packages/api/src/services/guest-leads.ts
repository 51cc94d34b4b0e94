import type { Prisma } from '@sme/db';
import { serverMessages, type FlowStepKey, type QuoteUse } from '@sme/domain';
import { quoteStateSelect, requireExisting, updateExisting } from './quote-access.ts';

/** The flow a guest lead belongs to: each flow's procedures see only its own leads (except as leadsReadBy says). */
export type GuestLeadFlow = 'energy' | 'water_waste';

/**
 * The leads each flow's guest-info and booking calls take. Spec §3 keeps one guest-lead record for both flows and
 * §7 lists those two calls under /commecial-utility, so the energy ones take a water & waste lead too (answered and
 * booked as that lead's own flow would). Every step that saves answers takes its own flow's leads only.
 */
export const leadsReadBy: Record<GuestLeadFlow, readonly GuestLeadFlow[]> = {
  energy: ['energy', 'water_waste'],
  water_waste: ['water_waste'],
};

type GuestLeadUpdate = Parameters<Prisma['guestLead']['update']>[0]['data'];

/**
 * The lead with this id in this flow (or in one of these flows), or the 'start again' error: an unknown id and a
 * malformed one alike; a closed quote (booked, or too old for this use) answers 'This quote is closed'.
 */
export function findGuestLead(
  prisma: Prisma,
  flow: GuestLeadFlow | readonly GuestLeadFlow[],
  id: string,
  use: QuoteUse = 'answers',
  eventUri?: string,
) {
  const flows = typeof flow === 'string' ? [flow] : [...flow];
  const find = (known: string) =>
    prisma.guestLead.findFirst({
      where: { id: known, flow: { in: flows } },
      include: { scheduledCalls: { select: quoteStateSelect.scheduledCalls.select } },
    });
  return requireExisting(id, find, serverMessages.quoteNotFound, use, eventUri);
}

/** Saves a step of the flow on an existing lead (and its inbox row); refuses an id it does not know. */
export function updateGuestLead(
  prisma: Prisma,
  flow: GuestLeadFlow,
  id: string,
  data: GuestLeadUpdate,
  step: FlowStepKey<GuestLeadFlow>,
) {
  return updateExisting({
    prisma,
    id,
    step,
    source: (known) => ({ kind: flow, id: known }),
    state: (tx, known) => tx.guestLead.findFirst({ where: { id: known, flow }, select: quoteStateSelect }),
    update: (tx, known) => tx.guestLead.updateMany({ where: { id: known, flow }, data }),
    message: serverMessages.quoteNotFound,
  });
}
