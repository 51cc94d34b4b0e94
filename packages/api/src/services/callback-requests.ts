import { insertAtOnce, retryOnDroppedConnection, type DbTransaction, type Prisma } from '@sme/db';
import {
  callbackWindowOf,
  callDayFor,
  newCallbackReference,
  type CallbackFields,
  type OfficeCalendar,
} from '@sme/domain';
import type { BookingOwner } from './bookings.ts';
import type { GuestLeadFlow } from './guest-leads.ts';
import { defaultFormRules, screenSubmission, type FormRules, type Screening } from './lead-inbox/bot-screening.ts';
import { firstTouchColumns } from './lead-inbox/attribution.ts';
import { waitUntilChosenTime } from './lead-inbox/chosen-time.ts';
import { earlierSubmission, withRepeatRetry } from './lead-inbox/duplicates.ts';
import { markSpam, syncLead } from './lead-inbox/lead-steps.ts';
import { leadTaken, type LeadTaken } from './lead-inbox/leads-taken.ts';
import { newLeadRows } from './lead-inbox/new-submission.ts';
import type { LeadIntake } from './lead-inbox/round-robin.ts';
import { callOwnerOf, linkOf } from './lead-kinds/registry.ts';
import { isReferenceTaken } from './callback-reference.ts';
import { calendarOf } from './office-hours/office-calendar.ts';

/** A postcode with no address, in a guest-lead flow: the request starts a lead with just the postcode. */
export type NewLeadAt = { flow: GuestLeadFlow; postCode: string };

/** A stored request as the visitor is told it: the id it is stored against, its reference and the day we call. */
export interface StoredCallback {
  id: string;
  reference: string;
  /** yyyy-mm-dd (UK); null only when the office week has no hours in the chosen window at all. */
  callDay: string | null;
  bestTime: string | null;
}

/**
 * Stores a "Prefer we call you?" request against its lead or application, and announces it like any lead event,
 * all in one transaction. Answers the id it was stored against. A bot's request puts its lead in Spam and is
 * announced to no one; the same request again within the duplicate window is answered as the first, unstored.
 */
export async function requestCallback(
  prisma: Prisma,
  owner: BookingOwner | NewLeadAt,
  fields: CallbackFields,
  rules: FormRules = defaultFormRules,
  /**
   * Round robin: the request's phone number makes a lead reachable, and then someone on duty gets it. Its
   * attribution: a new lead's first touch, or another visit's last touch.
   */
  intake: LeadIntake = {},
  /** The office's days and hours (bank holidays closed): the request's call day is the next open one for it. */
  calendar: OfficeCalendar = calendarOf({}),
): Promise<StoredCallback> {
  // The lead a request for a bare postcode started, in the run that committed: earlier runs rolled theirs back.
  let started: LeadTaken | undefined;
  const run = () => {
    started = undefined;
    return storeCallbackRequest(prisma, owner, fields, rules, intake, calendar, (lead) => (started = lead));
  };
  // After a lost COMMIT, a second run finds the first's request by its fingerprint, when there is one.
  const store = () => withRepeatRetry(() => retryOnDroppedConnection(run, { replayable: rules.duplicateWindowMs > 0 }));
  const stored = await withFreshReference(store);
  if (started) leadTaken(started);
  return stored;
}

/**
 * References are random: two requests drawing the same one is unlikely but possible, and the unique index refuses
 * the second, which is then stored again with a new draw (its transaction rolled back whole).
 */
async function withFreshReference<T>(store: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await store();
    } catch (error) {
      if (attempt >= attempts || !isReferenceTaken(error)) throw error;
    }
  }
}

function storeCallbackRequest(
  prisma: Prisma,
  owner: BookingOwner | NewLeadAt,
  fields: CallbackFields,
  rules: FormRules,
  intake: LeadIntake,
  calendar: OfficeCalendar,
  startedLead: (lead: LeadTaken) => void,
): Promise<StoredCallback> {
  return prisma.$transaction(async (tx) => {
    let found: BookingOwner;
    let screening: Screening;
    if ('postCode' in owner) {
      screening = screenSubmission(`${owner.flow} callback`, { ...fields, post_code: owner.postCode }, rules);
      if (screening.fingerprint) {
        const earlier = await earlierSubmission(tx, screening.fingerprint, rules.duplicateWindowMs);
        if (earlier) return answeredBefore(tx, { kind: owner.flow, id: earlier.id });
      }
      found = await startLead(tx, owner, screening, intake);
      startedLead({ kind: owner.flow, spam: screening.spam !== null });
    } else {
      screening = screenSubmission(`${owner.kind} callback`, { ...fields, ...callOwnerOf(owner) }, rules);
      const same = screening.fingerprint && (await sameRequestMade(tx, owner, fields, screening.fingerprint, rules));
      if (same) return { id: owner.id, ...same };
      found = owner;
    }
    const stored = await tx.callbackRequest.create({
      data: {
        ...callOwnerOf(found),
        ...storedFields(fields),
        reference: newCallbackReference(),
        callDay: callDayFor(calendar, new Date(), fields.best_time || null),
      },
      select: { ...plannedCall, createdAt: true },
    });
    await syncLead(
      tx,
      found,
      { type: 'callback_requested' },
      // A lead the request itself started keeps its fingerprint: the same request again is answered from it.
      { spam: screening.spam, fingerprint: 'postCode' in owner ? screening.fingerprint : null },
      intake,
    );
    // After the lead's sync, which makes it reachable (and starts its clock) if the request brought the first phone.
    await waitUntilChosenTime(tx, found, callbackWindowOf(calendar, stored).start);
    return { id: found.id, ...planOf(stored) };
  });
}

const plannedCall = { reference: true, callDay: true, bestTime: true } as const;
const planOf = (row: { reference: string | null; callDay: string | null; bestTime: string | null }) => ({
  // Every request stored since references exist has one; an older one is never the one just answered.
  reference: row.reference ?? '',
  callDay: row.callDay,
  bestTime: row.bestTime,
});

/** The same request again within the window, answered as the first was: its lead's latest request. */
async function answeredBefore(tx: DbTransaction, owner: BookingOwner): Promise<StoredCallback> {
  const latest = await tx.callbackRequest.findFirst({
    where: linkOf(owner),
    orderBy: { createdAt: 'desc' },
    select: plannedCall,
  });
  return { id: owner.id, ...planOf(latest ?? { reference: null, callDay: null, bestTime: null }) };
}

const storedFields = (fields: CallbackFields) => ({
  name: fields.name,
  phone: fields.phone,
  bestTime: fields.best_time || null,
  email: fields.email || null,
});

/**
 * The lead or application's earlier identical request from within the window, if any. The fingerprint's lock
 * makes two identical requests at once take turns, so the second finds the first.
 */
async function sameRequestMade(
  tx: DbTransaction,
  owner: BookingOwner,
  fields: CallbackFields,
  fingerprint: string,
  rules: FormRules,
): Promise<Omit<StoredCallback, 'id'> | null> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${fingerprint}))`;
  const since = new Date(Date.now() - rules.duplicateWindowMs);
  const same = await tx.callbackRequest.findFirst({
    where: { ...linkOf(owner), ...storedFields(fields), createdAt: { gte: since } },
    orderBy: { createdAt: 'desc' },
    select: plannedCall,
  });
  return same && planOf(same);
}

/** A new lead with just the postcode, written as saveSubmission writes any (the same rows, in one statement). */
async function startLead(
  tx: DbTransaction,
  at: NewLeadAt,
  screening: Screening,
  intake: LeadIntake,
): Promise<BookingOwner> {
  const started = newLeadRows(
    at.flow,
    { flow: at.flow, postCode: at.postCode, fullAddress: '' },
    screening,
    await firstTouchColumns(tx, intake.attribution),
  );
  await insertAtOnce(tx, started.rows);
  if (screening.spam) await markSpam(tx, started.leadId, 'new');
  return { kind: at.flow, id: started.id };
}
