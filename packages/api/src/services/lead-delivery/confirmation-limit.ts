import type { DbTransaction } from '@sme/db';

/** Confirmations one mailbox gets in 24 hours; any typed address gets one, so a stranger's address gets few. */
export const CONFIRMATIONS_PER_DAY = 3;

/** The reason a confirmation over the limit shows in the console, beside "Not sent". */
export const CONFIRMATION_LIMIT_REASON = `Limit for this address: at most ${CONFIRMATIONS_PER_DAY} confirmations in 24 hours.`;

/**
 * The mailbox an address reaches, as the limit counts it: mail systems ignore the letter case and (most of them) a
 * +tag, so `Victim+1@Example.org` and `victim@example.org` are one mailbox, and one count.
 */
export function confirmationKey(recipient: string): string {
  return recipient.toLowerCase().replace(/\+[^@]*@/, '@');
}

/**
 * The lock that makes the limit's decisions take turns across instances (any fixed key no other lock uses). Held
 * by the transaction that decides and claims, a few milliseconds; the sends happen after it.
 */
const CONFIRMATION_LOCK_KEY = 7_391_204_526;

/**
 * Marks the confirmations that would pass the limit as skipped, with the reason, before the claim that follows in
 * the same transaction takes the rest. It is decided here, in the worker, rather than when the event is recorded:
 * the submission writes its outbox rows in one statement on the busiest path, and a decision there would need
 * this lock inside every submission's transaction. Here it is race-free because:
 * - every instance takes the lock first, and reads (each statement's own snapshot) what the one before it
 *   committed: the confirmations it claimed have `attempts` > 0;
 * - a confirmation counts once claimed (pending with tries, or sent within 24 hours), and the untried ones count
 *   in the order they were recorded, so one claimed later still finds the earlier ones in the count.
 * A row recorded a moment late (its transaction committed after a later one's) is decided when it shows up, against
 * everything claimed by then: never more than the limit.
 */
export async function limitConfirmations(tx: DbTransaction): Promise<void> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(${CONFIRMATION_LOCK_KEY}::bigint)`;
  await tx.$executeRaw`
    UPDATE "Delivery" AS "row"
    SET "status" = 'skipped', "lastError" = ${CONFIRMATION_LIMIT_REASON}, "updatedAt" = (now() AT TIME ZONE 'UTC')
    FROM (
      SELECT "untried"."id",
        row_number() OVER (PARTITION BY "untried"."recipientKey" ORDER BY "untried"."createdAt", "untried"."id")
          + (
            SELECT count(*) FROM "Delivery" AS "claimed"
            WHERE "claimed"."recipientKey" = "untried"."recipientKey"
              AND "claimed"."channel" = 'visitor_email'
              -- Bounds the index scan: a row is tried for 24 hours after its event, then sent within 24 more.
              AND "claimed"."createdAt" > (now() AT TIME ZONE 'UTC') - interval '48 hours'
              AND (("claimed"."status" = 'pending' AND "claimed"."attempts" > 0)
                OR ("claimed"."status" = 'sent' AND "claimed"."sentAt" > (now() AT TIME ZONE 'UTC') - interval '24 hours'))
          ) AS "place"
      FROM "Delivery" AS "untried"
      WHERE "untried"."status" = 'pending' AND "untried"."nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
        AND "untried"."channel" = 'visitor_email' AND "untried"."attempts" = 0
        AND "untried"."recipientKey" IS NOT NULL
    ) AS "ranked"
    WHERE "row"."id" = "ranked"."id" AND "ranked"."place" > ${CONFIRMATIONS_PER_DAY}`;
}
