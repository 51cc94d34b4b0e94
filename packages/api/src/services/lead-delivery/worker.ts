import type { Prisma } from '@sme/db';
import { consoleLeadPath } from '@sme/domain';
import type { DeliveryChannels, DeliveryJob, Sender } from './channels.ts';
import type { LeadEventPayload } from './lead-event.ts';
import type { DeliveryChannelName } from './routing.ts';
import { CONFIRMATION_LIMIT_REASON, CONFIRMATIONS_PER_DAY } from './confirmation-limit.ts';
import { retryDelay } from './schedule.ts';

/** What the worker may log: ids, channels, counts and safe codes; never an address or an answer. */
export interface DeliveryLog {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

export interface DeliveryWorkerOptions {
  prisma: Prisma;
  channels: DeliveryChannels;
  /** The site's address, for the console link in each event. */
  publicUrl: string;
  log: DeliveryLog;
  /** How often to look for due deliveries when none were found. */
  pollMs?: number;
  /** Rows claimed at a time. */
  batch?: number;
  /** Rows of channels that are off marked skipped per statement. */
  skipBatch?: number;
  /**
   * Clears the outbox's old row versions (the embedded database has no autovacuum), called once the worker has
   * changed `tidyAfter` rows since the last time.
   */
  tidy?: () => Promise<void>;
  tidyAfter?: number;
  /** How long a claimed row is held: longer than the slowest try (webhook 10 s, SMTP 20 s). */
  leaseMs?: number;
  retryDelay?: (failedTries: number) => number;
  /** Waits between tries of a sent delivery's "sent" mark, when the database refused it. */
  markRetryMs?: number[];
}

export interface DeliveryWorker {
  /** Claims and delivers what is due, until nothing is; resolves to how many it tried. */
  drain(): Promise<number>;
  /** Stops polling and waits for tries in flight. */
  stop(): Promise<void>;
}

/** A claimed row: everything a try needs, read by the claim itself. */
interface ClaimedDelivery {
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
async function claim(prisma: Prisma, channels: string[], batch: number, leaseMs: number): Promise<ClaimedDelivery[]> {
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
async function skipOffChannels(
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

/** Runs in each server instance: delivers the outbox's due rows, retrying with backoff for 24 hours. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { prisma, channels, log, pollMs = 1000, batch = 10, skipBatch = 50, leaseMs = 60_000 } = options;
  const { tidy, tidyAfter = 3000, markRetryMs = [50, 200, 500, 1000, 2000] } = options;
  let changedSinceTidy = 0;
  const delay = options.retryDelay ?? retryDelay;
  const consoleUrl = (leadId: string) => new URL(consoleLeadPath(leadId), options.publicUrl).toString();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<number> | null = null;

  const names = Object.keys(channels) as DeliveryChannelName[];
  const on = names.filter((name) => !('off' in channels[name]));
  const off = names.flatMap((name) => {
    const channel = channels[name];
    return 'off' in channel ? [{ channel: name, reason: channel.off }] : [];
  });

  /** One try, its outcome recorded: sent, or failed and when to try again. */
  async function deliver(row: ClaimedDelivery): Promise<void> {
    const { id } = row;
    const send = channels[row.channel] as Sender;
    const payload = row.payload as LeadEventPayload;
    const job: DeliveryJob = {
      id,
      channel: row.channel,
      event: { ...payload, lead: { ...payload.lead, console_url: consoleUrl(row.leadId) } },
      recipient: row.recipient,
      attempt: row.attempts,
    };
    try {
      await send(job);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'The try failed.';
      const code = (error as { code?: string }).code ?? 'error';
      const next = new Date(Date.now() + delay(row.attempts));
      const givesUp = next > row.giveUpAt;
      // Still pending: a lead erased meanwhile keeps its row failed and blank.
      await prisma.delivery.updateMany({
        where: { id, status: 'pending' },
        data: givesUp
          ? { status: 'failed', lastError: reason, nextAttemptAt: row.giveUpAt }
          : { lastError: reason, nextAttemptAt: next },
      });
      const facts = { delivery: id, channel: row.channel, attempts: row.attempts, code };
      if (givesUp) log.error(facts, 'lead delivery failed for 24 hours: gave up');
      else log.warn(facts, 'lead delivery failed: will try again');
      return;
    }
    await markSent(id);
    log.info({ delivery: id, channel: row.channel, attempts: row.attempts }, 'lead delivered');
  }

  /**
   * Records one delivery as sent the moment its send succeeded, not with the rest of its batch: a process killed
   * mid-batch, or a connection dropped, then repeats only what was in flight. The update is idempotent, so it is
   * tried again a few times when the database refuses it (a dropped connection comes back in a moment). Should
   * every try fail, the row comes due again when its lease ends and is sent again, with the same X-Webhook-Id or
   * Message-ID: at least once, and a repeat a receiver can recognise.
   */
  async function markSent(id: string): Promise<void> {
    for (let waited = 0; ; waited += 1) {
      try {
        await prisma.delivery.updateMany({
          where: { id, status: 'pending' },
          data: { status: 'sent', sentAt: new Date(), lastError: null },
        });
        return;
      } catch (error) {
        if (waited >= markRetryMs.length) throw error;
        log.warn({ delivery: id, cause: (error as Error).name }, 'lead delivery sent, not yet recorded: trying again');
        await new Promise((resolve) => setTimeout(resolve, markRetryMs[waited]));
      }
    }
  }

  async function drainOnce(): Promise<number> {
    let tried = 0;
    for (let skipped = skipBatch; !stopped && skipped === skipBatch; tried += skipped) {
      skipped = off.length === 0 ? 0 : await skipOffChannels(prisma, off, skipBatch);
    }
    while (!stopped && on.length > 0) {
      const rows = await claim(prisma, on, batch, leaseMs);
      if (rows.length === 0) break;
      tried += rows.length;
      await Promise.all(
        rows.map((row) =>
          deliver(row).catch((error: Error) => {
            // Comes due again when its lease ends.
            log.error({ delivery: row.id, cause: error.name }, 'lead delivery could not be recorded');
          }),
        ),
      );
    }
    return tried;
  }

  /** About 10 ms for 3,000 changed rows: short enough to run between two submissions' statements. */
  async function tidyIfDue(tried: number): Promise<number> {
    changedSinceTidy += tried;
    if (tidy && changedSinceTidy >= tidyAfter) {
      changedSinceTidy = 0;
      await tidy().catch((error: Error) => log.error({ cause: error.name }, 'lead outbox upkeep failed'));
    }
    return tried;
  }

  function drain(): Promise<number> {
    // One drain at a time per worker: a poll that comes while one runs joins it.
    draining ??= drainOnce()
      .then(tidyIfDue)
      .finally(() => {
        draining = null;
      });
    return draining;
  }

  const poll = async () => {
    try {
      await drain();
    } catch (error) {
      log.error({ cause: (error as Error).name }, 'lead delivery worker could not read the outbox');
    }
    if (!stopped) timer = setTimeout(() => void poll(), pollMs);
  };
  timer = setTimeout(() => void poll(), 0);

  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await draining?.catch(() => undefined);
    },
  };
}
