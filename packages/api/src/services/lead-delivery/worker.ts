import type { Prisma } from '@sme/db';
import type { DeliveryChannels, DeliveryJob } from './channels.ts';
import type { LeadEventPayload } from './lead-event.ts';
import type { DeliveryChannelName } from './routing.ts';
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
  /** How long a claimed row is held: longer than the slowest try (webhook 10 s, SMTP 20 s). */
  leaseMs?: number;
  retryDelay?: (failedTries: number) => number;
}

export interface DeliveryWorker {
  /** Claims and delivers what is due, until nothing is; resolves to how many it tried. */
  drain(): Promise<number>;
  /** Stops polling and waits for tries in flight. */
  stop(): Promise<void>;
}

/**
 * Claims due rows in one statement: FOR UPDATE SKIP LOCKED lets several instances on one PostgreSQL take
 * different rows, and moving the claimed rows' next try past the lease keeps them from being taken again while
 * this worker delivers them. A worker killed mid-try loses nothing: its rows come due again when the lease ends.
 * Times are UTC wall-clock, as Prisma stores them.
 */
async function claim(prisma: Prisma, batch: number, leaseMs: number): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE "Delivery"
    SET "attempts" = "attempts" + 1,
        "lastAttemptAt" = (now() AT TIME ZONE 'UTC'),
        "nextAttemptAt" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${leaseMs / 1000}),
        "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE "id" IN (
      SELECT "id" FROM "Delivery"
      WHERE "status" = 'pending' AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
      ORDER BY "nextAttemptAt"
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"::text AS "id"`;
  return rows.map((row) => row.id);
}

/** Runs in each server instance: delivers the outbox's due rows, retrying with backoff for 24 hours. */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { prisma, channels, log, pollMs = 1000, batch = 10, leaseMs = 60_000 } = options;
  const delay = options.retryDelay ?? retryDelay;
  const consoleUrl = (leadId: string) => new URL(`/admin/leads/${leadId}`, options.publicUrl).toString();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<number> | null = null;

  async function deliver(id: string): Promise<void> {
    const row = await prisma.delivery.findUnique({ where: { id } });
    if (!row || row.status !== 'pending') return;
    const channel = channels[row.channel as DeliveryChannelName];
    if ('off' in channel) {
      await prisma.delivery.update({
        where: { id },
        data: { status: 'skipped', lastError: channel.off, attempts: { decrement: 1 } },
      });
      return;
    }
    const payload = row.payload as unknown as LeadEventPayload;
    const job: DeliveryJob = {
      id,
      channel: row.channel,
      event: { ...payload, lead: { ...payload.lead, console_url: consoleUrl(row.leadId) } },
      recipient: row.recipient,
      attempt: row.attempts,
    };
    try {
      await channel(job);
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'The try failed.';
      const code = (error as { code?: string }).code ?? 'error';
      const next = new Date(Date.now() + delay(row.attempts));
      const givesUp = next > row.giveUpAt;
      await prisma.delivery.update({
        where: { id },
        data: givesUp
          ? { status: 'failed', lastError: reason, nextAttemptAt: row.giveUpAt }
          : { lastError: reason, nextAttemptAt: next },
      });
      const facts = { delivery: id, channel: row.channel, attempts: row.attempts, code };
      if (givesUp) log.error(facts, 'lead delivery failed for 24 hours: gave up');
      else log.warn(facts, 'lead delivery failed: will try again');
      return;
    }
    await prisma.delivery.update({
      where: { id },
      data: { status: 'sent', sentAt: new Date(), lastError: null },
    });
    log.info({ delivery: id, channel: row.channel, attempts: row.attempts }, 'lead delivered');
  }

  async function drainOnce(): Promise<number> {
    let tried = 0;
    while (!stopped) {
      const ids = await claim(prisma, batch, leaseMs);
      if (ids.length === 0) break;
      tried += ids.length;
      await Promise.all(
        ids.map((id) =>
          deliver(id).catch((error: Error) =>
            log.error({ delivery: id, cause: error.name }, 'lead delivery could not be recorded'),
          ),
        ),
      );
    }
    return tried;
  }

  function drain(): Promise<number> {
    // One drain at a time per worker: a poll that comes while one runs joins it.
    draining ??= drainOnce().finally(() => {
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
