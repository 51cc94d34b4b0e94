import type { Prisma } from '@sme/db';
import type { DeliveryChannelName } from './routing.ts';
import { CONFIRMATION_LIMIT_REASON, CONFIRMATIONS_PER_DAY } from './confirmation-limit.ts';

// The outbox's statements for the worker: each one a single round trip, taking rows with FOR UPDATE SKIP LOCKED so
// instances on one PostgreSQL (or lanes of one worker) never work on the same row at once.

/** A claimed row: everything a try needs, read by the claim itself. */
export interface ClaimedDelivery {
  id: string;
  channel: DeliveryChannelName;
  leadId: string;
  payload: unknown;
  recipient: string | null;
  attempts: number;
  giveUpAt: Date;
}

/**
 * Claims due rows of the given channels in one statement and answers them whole, so a try reads nothing more:
 * FOR UPDATE SKIP LOCKED lets several instances on one PostgreSQL take different rows, and moving the claimed rows'
 * next try past the lease keeps them from being taken again while this worker delivers them. A worker killed
 * mid-try loses nothing: its rows come due again when the lease ends. Times are UTC wall-clock, as Prisma stores them.
 *
 * The same statement keeps the confirmation limit (confirmation-limit.ts). An untried confirmation's place is the
 * number of confirmations to its mailbox already claimed (pending with tries, or sent within 24 hours), plus the
 * untried ones recorded before it, plus one; past the limit it is marked skipped instead of claimed. Claiming a row
 * moves it from untried to claimed, which leaves every earlier row's place as it was and never pushes a later row's
 * place past that of the row claimed, so two instances whose snapshots miss each other's claims still agree: no
 * lock. Deciding and claiming in one snapshot means no row recorded in between is claimed undecided. The one gap:
 * a submission that commits in the same moment as two decisions about later rows to its mailbox can let one more
 * through. Deciding here rather than when the event is recorded keeps the check off the submission, which writes
 * its outbox rows in one statement, and costs an index look-up per confirmation claimed.
 */
export async function claim(
  prisma: Prisma,
  channels: string[],
  batch: number,
  leaseMs: number,
): Promise<ClaimedDelivery[]> {
  return prisma.$queryRaw<ClaimedDelivery[]>`
    WITH "batch" AS (
      SELECT "id", "channel", "attempts", "recipientKey", "createdAt" FROM "Delivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
        AND "channel"::text = ANY(${channels}::text[])
      ORDER BY "nextAttemptAt"
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    ), "overLimit" AS (
      SELECT "untried"."id" FROM "batch" AS "untried"
      WHERE "untried"."channel" = 'visitor_email' AND "untried"."attempts" = 0
        AND "untried"."recipientKey" IS NOT NULL
        AND (
          SELECT count(*) FROM "Delivery" AS "other"
          WHERE "other"."recipientKey" = "untried"."recipientKey" AND "other"."channel" = 'visitor_email'
            -- Bounds the index scan: a row is tried for 24 hours after its event, then counts 24 hours more.
            AND "other"."createdAt" > (now() AT TIME ZONE 'UTC') - interval '48 hours'
            AND "other"."id" <> "untried"."id"
            AND (("other"."status" = 'pending' AND "other"."attempts" > 0)
              OR ("other"."status" = 'sent' AND "other"."sentAt" > (now() AT TIME ZONE 'UTC') - interval '24 hours')
              OR ("other"."status" = 'pending' AND "other"."attempts" = 0
                AND ("other"."createdAt", "other"."id") < ("untried"."createdAt", "untried"."id")))
        ) >= ${CONFIRMATIONS_PER_DAY}
    ), "limited" AS (
      UPDATE "Delivery"
      SET "status" = 'skipped', "lastError" = ${CONFIRMATION_LIMIT_REASON}, "updatedAt" = (now() AT TIME ZONE 'UTC')
      WHERE "id" IN (SELECT "id" FROM "overLimit")
    )
    UPDATE "Delivery"
    SET "attempts" = "attempts" + 1,
        "lastAttemptAt" = (now() AT TIME ZONE 'UTC'),
        "nextAttemptAt" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${leaseMs / 1000}),
        "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE "id" IN (SELECT "id" FROM "batch") AND "id" NOT IN (SELECT "id" FROM "overLimit")
    RETURNING "id"::text AS "id", "channel"::text AS "channel", "leadId"::text AS "leadId", "payload",
      "recipient", "attempts", "giveUpAt"`;
}

/**
 * Marks up to `limit` due rows of the channels that are off on this server as skipped, with the reason, in one
 * statement: they need no try, and a row at a time would keep the one embedded connection busy. Not all of them at
 * once either: 600 rows (a second of leads at 200 a second) took 23 ms, and every submission arriving meanwhile
 * waited behind that statement (npm run bench, contact-us p99).
 */
export async function skipOffChannels(
  prisma: Prisma,
  off: { channel: string; reason: string }[],
  limit: number,
): Promise<number> {
  return prisma.$executeRaw`
    UPDATE "Delivery" AS "row"
    SET "status" = 'skipped', "lastError" = "off"."reason", "updatedAt" = (now() AT TIME ZONE 'UTC')
    FROM unnest(${off.map((item) => item.channel)}::text[], ${off.map((item) => item.reason)}::text[])
      AS "off" ("channel", "reason")
    WHERE "row"."channel"::text = "off"."channel"
      AND "row"."id" IN (
        SELECT "id" FROM "Delivery"
        WHERE "status" = 'pending' AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
          AND "channel"::text = ANY(${off.map((item) => item.channel)}::text[])
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED
      )`;
}

/**
 * Moves up to `limit` due rows of a paused channel (breaker.ts) to when its pause ends, without counting a try: they
 * were not tried, and their tries and 24 hours stay as they were. The lead's page then shows the time they will be
 * tried, and the claims of the channels that work do not step over them. Rows another instance holds are left alone.
 */
export async function putBackUntried(
  prisma: Prisma,
  channel: DeliveryChannelName,
  dueInMs: number,
  limit: number,
): Promise<number> {
  return prisma.$executeRaw`
    UPDATE "Delivery"
    SET "nextAttemptAt" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${Math.max(0, dueInMs) / 1000}),
        "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE "id" IN (
      SELECT "id" FROM "Delivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC') AND "channel"::text = ${channel}
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )`;
}
