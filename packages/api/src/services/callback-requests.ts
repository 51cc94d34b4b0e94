import type { DbTransaction, Prisma } from '@sme/db';
import type { CallbackFields } from '../routers/callback/callback.schema.ts';
import type { BookingOwner } from './bookings.ts';
import { leadSourceOf } from './bookings.ts';
import { syncLead } from './lead-inbox/lead-steps.ts';

/** A postcode with no address, in a guest-lead flow: the request starts a lead with just the postcode. */
export type NewLeadAt = { flow: 'commercial_utility' | 'water_waste'; postCode: string };

/**
 * Stores a "Prefer we call you?" request against its lead or application, and announces it like any lead event,
 * all in one transaction. Answers the id it was stored against.
 */
export function requestCallback(
  prisma: Prisma,
  owner: BookingOwner | NewLeadAt,
  fields: CallbackFields,
): Promise<{ id: string }> {
  return prisma.$transaction(async (tx) => {
    const found = 'postCode' in owner ? await startLead(tx, owner) : owner;
    const request = await tx.callbackRequest.create({
      data: {
        ...found,
        name: fields.name,
        phone: fields.phone,
        bestTime: fields.best_time || null,
        email: fields.email || null,
      },
      select: { id: true },
    });
    await syncLead(tx, leadSourceOf(found), { type: 'callback_requested', callbackRequestId: request.id });
    const { flow: _flow, ...link } = found;
    return { id: Object.values(link)[0]! };
  });
}

async function startLead(tx: DbTransaction, at: NewLeadAt): Promise<BookingOwner> {
  const lead = await tx.guestLead.create({
    data: { flow: at.flow === 'commercial_utility' ? 'energy' : 'water_waste', postCode: at.postCode, fullAddress: '' },
    select: { id: true },
  });
  const owner: BookingOwner = { flow: at.flow, guestLeadId: lead.id };
  await syncLead(tx, leadSourceOf(owner), { type: 'created' });
  return owner;
}
