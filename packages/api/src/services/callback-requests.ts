import { insertAtOnce, retryOnDroppedConnection, type DbTransaction, type Prisma } from '@sme/db';
import type { CallbackFields } from '@sme/domain';
import type { BookingOwner } from './bookings.ts';
import type { GuestLeadFlow } from './guest-leads.ts';
import { defaultFormRules, screenSubmission, type FormRules, type Screening } from './lead-inbox/bot-screening.ts';
import { earlierSubmission, withRepeatRetry } from './lead-inbox/duplicates.ts';
import { markSpam, syncLead } from './lead-inbox/lead-steps.ts';
import { newLeadRows } from './lead-inbox/new-submission.ts';
import { callOwnerOf, linkOf } from './lead-kinds/registry.ts';

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
      screening = screenSubmission(`${owner.kind} callback`, { ...fields, ...callOwnerOf(owner) }, rules);
      if (screening.fingerprint && (await sameRequestMade(tx, owner, fields, screening.fingerprint, rules))) {
        return { id: owner.id };
      }
      found = owner;
    }
    await tx.callbackRequest.create({
      data: { ...callOwnerOf(found), ...storedFields(fields) },
      select: { id: true },
    });
    await syncLead(
      tx,
      found,
      { type: 'callback_requested' },
      // A lead the request itself started keeps its fingerprint: the same request again is answered from it.
      { spam: screening.spam, fingerprint: 'postCode' in owner ? screening.fingerprint : null },
    );
    return { id: found.id };
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
  owner: BookingOwner,
  fields: CallbackFields,
  fingerprint: string,
  rules: FormRules,
): Promise<boolean> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${fingerprint}))`;
  const since = new Date(Date.now() - rules.duplicateWindowMs);
  const same = await tx.callbackRequest.findFirst({
    where: { ...linkOf(owner), ...storedFields(fields), createdAt: { gte: since } },
    select: { id: true },
  });
  return same !== null;
}

/** A new lead with just the postcode, written as saveSubmission writes any (the same rows, in one statement). */
async function startLead(tx: DbTransaction, at: NewLeadAt, screening: Screening): Promise<BookingOwner> {
  const started = newLeadRows(at.flow, { flow: at.flow, postCode: at.postCode, fullAddress: '' }, screening);
  await insertAtOnce(tx, started.rows);
  if (screening.spam) await markSpam(tx, started.leadId, 'new');
  return { kind: at.flow, id: started.id };
}
