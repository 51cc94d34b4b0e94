import type { Prisma } from '@sme/db';
import { consoleLeadPath } from '@sme/domain';
import { defaultBreakerSettings, DestinationBreaker, type BreakerSettings } from './breaker.ts';
import type { DeliveryChannels, Sender } from './channels.ts';
import { channelLane } from './channel-lane.ts';
import type { DeliveryLog, TryContext } from './delivery-try.ts';
import { skipOffChannels } from './outbox-statements.ts';
import type { DeliveryChannelName } from './routing.ts';
import { retryDelay } from './schedule.ts';
import { logBackgroundFailure } from '../background-failure.ts';

export type { DeliveryLog } from './delivery-try.ts';

export interface DeliveryWorkerOptions {
  prisma: Prisma;
  channels: DeliveryChannels;
  /** The site's address, for the console link in each event. */
  publicUrl: string;
  log: DeliveryLog;
  /** How often each channel looks for due deliveries when none were found. */
  pollMs?: number;
  /** Rows of one channel claimed at a time. */
  batch?: number;
  /** Rows of channels that are off marked skipped (or of a paused channel put back) per statement. */
  skipBatch?: number;
  /**
   * Clears the outbox's old row versions (the embedded database has no autovacuum), called once the worker has
   * changed `tidyAfter` rows since the last time.
   */
  tidy?: () => Promise<void>;
  tidyAfter?: number;
  /** How long a claimed row is held: longer than the slowest try (webhook 10 s, SMTP 30 s, any send 45 s). */
  leaseMs?: number;
  /**
   * The most any one send may take, whatever its channel's own limit (webhook.ts, mail-senders.ts): shorter than
   * the lease, so a row is never claimed again while its send still runs.
   */
  sendLimitMs?: number;
  retryDelay?: (failedTries: number) => number;
  /** Waits between tries of a sent delivery's "sent" mark, when the database refused it. */
  markRetryMs?: number[];
  /** When a channel's destination counts as down and is left alone (breaker.ts). */
  breaker?: Partial<BreakerSettings>;
}

export interface DeliveryWorker {
  /** Claims and delivers what is due on every channel, until nothing is; resolves to how many it tried. */
  drain(): Promise<number>;
  /** Stops polling and waits for tries in flight. */
  stop(): Promise<void>;
}

/**
 * Runs in each server instance: delivers the outbox's due rows, retrying with backoff for 24 hours. Each channel that
 * is on has its own loop (channel-lane.ts) and its own breaker: the webhook and the e-mails are claimed and sent
 * independently, so a CRM that stops answering delays nothing but the webhook. Channels that are off have their rows
 * marked skipped by a loop of their own.
 */
export function startDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const { prisma, channels, log, pollMs = 1000, batch = 10, skipBatch = 50, leaseMs = 60_000 } = options;
  const { tidy, tidyAfter = 3000, markRetryMs = [50, 200, 500, 1000, 2000], sendLimitMs = 45_000 } = options;
  const breakerSettings = { ...defaultBreakerSettings, ...options.breaker };
  let changedSinceTidy = 0;
  let tidying: Promise<void> | null = null;
  let stopped = false;
  const isStopped = () => stopped;
  const timers = new Set<NodeJS.Timeout>();

  const context: TryContext = {
    prisma,
    log,
    consoleUrl: (leadId) => new URL(consoleLeadPath(leadId), options.publicUrl).toString(),
    retryDelay: options.retryDelay ?? retryDelay,
    markRetryMs,
    sendLimitMs,
  };

  const names = Object.keys(channels) as DeliveryChannelName[];
  const off = names.flatMap((name) => {
    const channel = channels[name];
    return 'off' in channel ? [{ channel: name, reason: channel.off }] : [];
  });
  const lanes = names
    .filter((name) => !('off' in channels[name]))
    .map((name) =>
      channelLane({
        channel: name,
        send: channels[name] as Sender,
        breaker: new DestinationBreaker(breakerSettings),
        context,
        batch,
        putBackBatch: skipBatch,
        leaseMs,
        stopped: isStopped,
      }),
    );

  let skipping: Promise<number> | null = null;
  /** Marks the due rows of channels that are off skipped, a few per statement; one run at a time. */
  function skipOff(): Promise<number> {
    skipping ??= (async () => {
      let total = 0;
      for (let skipped = skipBatch; !stopped && off.length > 0 && skipped === skipBatch; total += skipped) {
        skipped = await skipOffChannels(prisma, off, skipBatch);
      }
      return total;
    })().finally(() => {
      skipping = null;
    });
    return skipping;
  }

  /** About 10 ms for 3,000 changed rows: short enough to run between two submissions' statements. */
  async function tidyIfDue(changed: number): Promise<void> {
    changedSinceTidy += changed;
    if (!tidy || changedSinceTidy < tidyAfter) return;
    changedSinceTidy = 0;
    tidying ??= tidy()
      .catch((error: Error) => logBackgroundFailure(log, error, {}, 'lead outbox upkeep failed'))
      .finally(() => {
        tidying = null;
      });
    await tidying;
  }

  /** Each loop's run, counted towards the outbox's upkeep once, however many callers joined it. */
  const counted = (run: () => Promise<number>, untried: () => number) => {
    let current: Promise<number> | null = null;
    return () => {
      current ??= run()
        .then(async (tried) => {
          await tidyIfDue(tried + untried());
          return tried;
        })
        .finally(() => {
          current = null;
        });
      return current;
    };
  };
  const loops = [
    ...(off.length > 0 ? [counted(skipOff, () => 0)] : []),
    ...lanes.map((lane) => counted(lane.drain, lane.takeUntriedChanges)),
  ];
  const running = new Set<Promise<number>>();

  /** Each loop polls on its own: a channel that is busy (or hanging) never delays another's next look. */
  function poll(loop: () => Promise<number>) {
    const run = loop().catch((error: Error) => {
      logBackgroundFailure(log, error, {}, 'lead delivery worker could not read the outbox');
      return 0;
    });
    running.add(run);
    void run.finally(() => {
      running.delete(run);
      if (stopped) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        poll(loop);
      }, pollMs);
      timers.add(timer);
    });
  }
  for (const loop of loops) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      poll(loop);
    }, 0);
    timers.add(timer);
  }

  return {
    async drain() {
      const tried = await Promise.all(loops.map((loop) => loop()));
      return tried.reduce((sum, n) => sum + n, 0);
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running, ...loops.map((loop) => loop().catch(() => 0))]);
      await tidying;
    },
  };
}
