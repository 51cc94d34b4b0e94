import { retryOnDroppedConnection, type DbTransaction, type Prisma } from '@sme/db';
import type { CallbackFields } from '@sme/domain';
import type { BookingOwner } from './bookings.ts';
import { leadSourceOf } from './bookings.ts';
import type { GuestLeadFlow } from './guest-leads.ts';
import { defaultFormRules, screenSubmission, type FormRules, type Screening } from './lead-inbox/bot-screening.ts';
import { earlierSubmission, withRepeatRetry } from './lead-inbox/duplicates.ts';
import { syncLead } from './lead-inbox/lead-steps.ts';

/** A postcode with no address, in a guest-lead flow: the request starts a lead with just the postcode. */
export type NewLeadAt = { flow: GuestLeadFlow; postCode: string };

/**
 * Stores a "Prefer we call you?" request against its lead or application, and announces it like any lead event,
 * all in one transaction. Answers the id it was stored against. A bot's request puts its lead in Spam and is
 * announced to no one; the same request again within the duplicate window is answered as the first, unstored.
 */
export function requestCallback(
  prisma: Prisma,
  owner: BookingOwner | NewLeadAt,
  fields: CallbackFields,
  rules: FormRules = defaultFormRules,
): Promise<{ id: string }> {
  // After a lost COMMIT, a second run finds the first's request by its fingerprint, when there is one.
  return withRepeatRetry(() =>
    retryOnDroppedConnection(() => storeCallbackRequest(prisma, owner, fields, rules), {
      replayable: rules.duplicateWindowMs > 0,
    }),
  );
}

function storeCallbackRequest(
  prisma: Prisma,
  owner: BookingOwner | NewLeadAt,
  fields: CallbackFields,
  rules: FormRules,
): Promise<{ id: string }> {
  return prisma.$transaction(async (tx) => {
    let found: BookingOwner;
    let screening: Screening;
    if ('postCode' in owner) {
      screening = screenSubmission(`${owner.flow} callback`, { ...fields, post_code: owner.postCode }, rules);
      if (screening.fingerprint) {
        const earlier = await earlierSubmission(tx, screening.fingerprint, rules.duplicateWindowMs);
        if (earlier) return earlier;
      }
      found = await startLead(tx, owner, screening);
    } else {
      screening = screenSubmission(`${owner.flow} callback`, { ...fields, ...owner }, rules);
      const { flow: _flow, ...link } = owner;
      if (screening.fingerprint && (await sameRequestMade(tx, link, fields, screening.fingerprint, rules))) {
        return { id: Object.values(link)[0]! };
      }
      found = owner;
    }
    const request = await tx.callbackRequest.create({
      data: { ...found, ...storedFields(fields) },
      select: { id: true },
    });
    await syncLead(
      tx,
      leadSourceOf(found),
      { type: 'callback_requested', callbackRequestId: request.id },
      // A lead the request itself started keeps its fingerprint: the same request again is answered from it.
      { spam: screening.spam, fingerprint: 'postCode' in owner ? screening.fingerprint : null },
    );
    const { flow: _flow, ...link } = found;
    return { id: Object.values(link)[0]! };
  });
}

const storedFields = (fields: CallbackFields) => ({
  name: fields.name,
  phone: fields.phone,
  bestTime: fields.best_time || null,
  email: fields.email || null,
});

/**
 * Whether the lead or application already has this very request from within the window. The fingerprint's lock
 * makes two identical requests at once take turns, so the second finds the first.
 */
async function sameRequestMade(
  tx: DbTransaction,
  link: Omit<BookingOwner, 'flow'>,
  fields: CallbackFields,
  fingerprint: string,
  rules: FormRules,
): Promise<boolean> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${fingerprint}))`;
  const since = new Date(Date.now() - rules.duplicateWindowMs);
  const same = await tx.callbackRequest.findFirst({
    where: { ...link, ...storedFields(fields), createdAt: { gte: since } },
    select: { id: true },
  });
  return same !== null;
}

async function startLead(tx: DbTransaction, at: NewLeadAt, screening: Screening): Promise<BookingOwner> {
  const lead = await tx.guestLead.create({
    data: { flow: at.flow, postCode: at.postCode, fullAddress: '' },
    select: { id: true },
  });
  const owner: BookingOwner = { flow: at.flow, guestLeadId: lead.id };
  await syncLead(tx, leadSourceOf(owner), { type: 'created' }, screening);
  return owner;
}
