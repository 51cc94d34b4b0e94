import type { Prisma } from '@sme/db';
import { BookingReadFailure, type BookingDetailsClient } from './calendly-client.ts';
import type { BookingRead } from './booking-read.ts';
import { callSource, syncLeadFromBooking, type BookingChange, type CallOwnerColumns } from './lead-sync.ts';
import { nextRefresh, nextRetry } from './schedule.ts';
import { logBackgroundFailure } from '../background-failure.ts';

/** What the worker may log: call ids, codes and counts; never a name, an address or the token. */
export interface BookingDetailsLog {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

export interface BookingDetailsWorkerOptions {
  prisma: Prisma;
  client: BookingDetailsClient;
  log: BookingDetailsLog;
  /** The worker's clock: what is due, the lease, retries and refreshes all count from it (tests move it). */
  now?: () => Date;
  /** How often to look for due reads. */
  pollMs?: number;
  /** Calls claimed at a time. */
  batch?: number;
  /** How long a claimed call is held: longer than its slowest read (three GETs of 10 s). */
  leaseMs?: number;
  /** LEAD_ROUND_ROBIN: a lead the booking makes reachable goes to the next user on duty. */
  roundRobin?: boolean;
}

export interface BookingDetailsWorker {
  /** Reads every booking due now, until none is; resolves to how many it read (or tried to). */
  runOnce(): Promise<number>;
  /** Stops polling and waits for reads in flight. */
  stop(): Promise<void>;
}

/** A claimed call: what its read and the comparison with the last read need. */
interface ClaimedCall extends CallOwnerColumns {
  id: string;
  eventUri: string;
  inviteeUri: string;
  eventStatus: string | null;
  rescheduled: boolean;
  startAt: Date | null;
  detailsFetchedAt: Date | null;
  detailsAttempts: number;
  /** The lease this claim set: the outcome is written only while the row still carries it. */
  leaseUntil: Date;
}

/** A UTC instant as the timestamp columns hold it (UTC wall-clock, as Prisma stores DateTime). */
const stamp = (date: Date) => date.toISOString();

/**
 * Claims due calls in one statement, as the outbox does: FOR UPDATE SKIP LOCKED lets several instances on one
 * PostgreSQL take different rows, and moving the claimed rows' detailsDueAt past the lease keeps them from being
 * taken again while this worker reads them. A worker killed mid-read loses nothing: the row comes due again when
 * its lease ends. Erased calls (their URI blanked) are never read.
 */
async function claim(prisma: Prisma, now: Date, batch: number, leaseMs: number): Promise<ClaimedCall[]> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const rows = await prisma.$queryRaw<Omit<ClaimedCall, 'leaseUntil'>[]>`
    UPDATE "ScheduledCall"
    SET "detailsDueAt" = ${stamp(leaseUntil)}::timestamp(3), "updatedAt" = ${stamp(now)}::timestamp(3)
    WHERE "id" IN (
      SELECT "id" FROM "ScheduledCall"
      WHERE "detailsDueAt" <= ${stamp(now)}::timestamp(3) AND "eventUri" LIKE 'https://%'
      ORDER BY "detailsDueAt"
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"::text AS "id", "flow"::text AS "flow", "eventUri", "inviteeUri",
      "guestLeadId"::text AS "guestLeadId", "loanApplicationId"::text AS "loanApplicationId",
      "cashAdvanceApplicationId"::text AS "cashAdvanceApplicationId",
      "eventStatus", "rescheduled", "startAt", "detailsFetchedAt", "detailsAttempts"`;
  return rows.map((row) => ({ ...row, leaseUntil }));
}

/** What a read tells the timeline, compared with the read before it (none on a refresh that found nothing new). */
function changesSeen(call: ClaimedCall, read: BookingRead): BookingChange[] {
  const startAt = read.startAt?.toISOString() ?? null;
  if (!call.detailsFetchedAt) return [{ change: 'details', startAt, name: read.name }];
  if (read.rescheduled && !call.rescheduled) return [{ change: 'rescheduled', startAt, name: read.name }];
  if (read.status === 'canceled' && call.eventStatus !== 'canceled')
    return [{ change: 'canceled', startAt, name: read.name }];
  if (startAt !== (call.startAt?.toISOString() ?? null)) return [{ change: 'rescheduled', startAt, name: read.name }];
  return [];
}

/**
 * Runs in each server instance when CALENDLY_TOKEN is set: reads the details of each booking recorded (never in the
 * visitor's request), stores them on its call, and brings the lead in step. A failed read is tried again with
 * backoff for about a day; one the service refuses for good (401, 403, 404) says so and stops. While the call is
 * ahead it is read again every half hour, so a cancellation or a new time made in the scheduling service shows.
 */
export function startBookingDetailsWorker(
  options: BookingDetailsWorkerOptions & { autoStart?: boolean },
): BookingDetailsWorker {
  const { prisma, client, log, pollMs = 2000, batch = 5, leaseMs = 60_000, roundRobin = false } = options;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;

  /** The row still held by this claim (not re-claimed after a lease that ran out, nor erased meanwhile). */
  const held = (call: ClaimedCall) => ({ id: call.id, eventUri: call.eventUri, detailsDueAt: call.leaseUntil });

  async function readOne(call: ClaimedCall): Promise<void> {
    let read: BookingRead;
    try {
      read = await client.read(call);
    } catch (error) {
      const failure =
        error instanceof BookingReadFailure
          ? error
          : new BookingReadFailure('The booking could not be read.', true, (error as Error).name ?? 'error');
      const failures = call.detailsAttempts + 1;
      const due = failure.retry ? nextRetry(failures, now()) : null;
      await prisma.scheduledCall.updateMany({
        where: held(call),
        data: { detailsAttempts: failures, detailsError: failure.message, detailsDueAt: due },
      });
      const facts = { call: call.id, code: failure.code, attempts: failures };
      if (due) log.warn(facts, 'booking details read failed: will try again');
      else
        log.error(facts, failure.retry ? 'booking details read failed for a day: gave up' : 'booking details refused');
      return;
    }
    const changes = changesSeen(call, read);
    const source = callSource(call);
    await prisma.$transaction(async (tx) => {
      const stored = await tx.scheduledCall.updateMany({
        where: held(call),
        data: {
          inviteeName: read.name,
          inviteeEmail: read.email,
          inviteePhone: read.phone,
          inviteeAnswers: read.answers.map(({ question, answer }) => ({ question, answer })),
          startAt: read.startAt,
          endAt: read.endAt,
          eventStatus: read.status,
          rescheduled: read.rescheduled,
          detailsFetchedAt: now(),
          detailsAttempts: 0,
          detailsError: null,
          detailsDueAt: nextRefresh(read, now()),
        },
      });
      if (stored.count === 1 && changes.length > 0 && source) {
        await syncLeadFromBooking(tx, source, changes, { roundRobin });
      }
    });
    log.info({ call: call.id, changes: changes.map((item) => item.change) }, 'booking details read');
  }

  async function runUntilNoneDue(): Promise<number> {
    let read = 0;
    while (!stopped) {
      const calls = await claim(prisma, now(), batch, leaseMs);
      if (calls.length === 0) break;
      read += calls.length;
      await Promise.all(
        calls.map((call) =>
          readOne(call).catch((error: Error) => {
            // Comes due again when its lease ends.
            logBackgroundFailure(log, error, { call: call.id }, 'booking details could not be recorded');
          }),
        ),
      );
    }
    return read;
  }

  function runOnce(): Promise<number> {
    // One run at a time per worker: a poll that comes while one runs joins it.
    running ??= runUntilNoneDue().finally(() => {
      running = null;
    });
    return running;
  }

  const poll = async () => {
    try {
      await runOnce();
    } catch (error) {
      logBackgroundFailure(log, error, {}, 'booking details worker could not read the calls');
    }
    if (!stopped) timer = setTimeout(() => void poll(), pollMs);
  };
  if (options.autoStart !== false) timer = setTimeout(() => void poll(), 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
