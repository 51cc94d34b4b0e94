import type { Sender } from './channels.ts';
import type { DestinationBreaker } from './breaker.ts';
import { recordOutcome, sendClaimed, type TryContext } from './delivery-try.ts';
import { claim, putBackUntried, type ClaimedDelivery } from './outbox-statements.ts';
import type { DeliveryChannelName } from './routing.ts';
import { logBackgroundFailure } from '../background-failure.ts';

export interface ChannelLaneOptions {
  channel: DeliveryChannelName;
  send: Sender;
  breaker: DestinationBreaker;
  context: TryContext;
  /** Rows claimed at a time. */
  batch: number;
  /** Rows put back per statement while the channel is paused. */
  putBackBatch: number;
  leaseMs: number;
  stopped: () => boolean;
}

export interface ChannelLane {
  /** Claims and delivers this channel's due rows until none is due (or it is paused); resolves to how many it tried. */
  drain(): Promise<number>;
  /** The rows it changed without trying them (put back while paused), since the last call: for the outbox's upkeep. */
  takeUntriedChanges(): number;
}

/**
 * One channel's own claim-and-send loop. Each channel has one, so a destination that hangs holds up only its own
 * deliveries: a batch waits for its slowest send, and a CRM webhook waiting out its 10 s limit no longer keeps the
 * business's e-mail, claimed in the same batch, from being sent (issue 43).
 *
 * While the channel's breaker is paused its due rows are put back, untried, to when the pause ends; then one row
 * goes alone as a probe, and only once the destination has taken it are full batches claimed again.
 */
export function channelLane(options: ChannelLaneOptions): ChannelLane {
  const { channel, send, breaker, context, batch, putBackBatch, leaseMs, stopped } = options;
  const { log } = context;
  let draining: Promise<number> | null = null;
  let untriedChanges = 0;

  async function tryOne(row: ClaimedDelivery): Promise<void> {
    const outcome = await sendClaimed(context, send, row);
    // The breaker hears of the outcome before it is recorded, so the next claim already knows.
    if (outcome.sent) {
      if (breaker.succeeded()) log.info({ channel }, 'lead delivery resumed: the destination answered again');
    } else if (outcome.blame === 'destination' && breaker.failed()) {
      const facts = {
        channel,
        failuresInARow: breaker.failures,
        pauseSeconds: breaker.currentPauseMs / 1000,
        openings: breaker.openings,
        code: outcome.code,
      };
      log.warn(facts, 'lead delivery paused: its destination kept failing; its deliveries wait, untried');
    }
    try {
      await recordOutcome(context, row, outcome);
    } catch (error) {
      // Comes due again when its lease ends.
      logBackgroundFailure(log, error, { delivery: row.id }, 'lead delivery could not be recorded');
    }
  }

  async function putBack(): Promise<void> {
    const dueInMs = (breaker.resumesAt ?? Date.now()) - Date.now();
    let total = 0;
    for (let moved = putBackBatch; !stopped() && moved === putBackBatch; total += moved) {
      moved = await putBackUntried(context.prisma, channel, dueInMs, putBackBatch);
    }
    untriedChanges += total;
    if (total > 0) log.info({ channel, deliveries: total }, 'lead deliveries put back, untried, until the pause ends');
  }

  async function drainOnce(): Promise<number> {
    let tried = 0;
    while (!stopped()) {
      const state = breaker.state;
      if (state === 'paused') {
        await putBack();
        break;
      }
      const rows = await claim(context.prisma, [channel], state === 'probing' ? 1 : batch, leaseMs);
      if (rows.length === 0) break;
      if (state === 'probing') log.info({ channel, delivery: rows[0]!.id }, 'lead delivery pause over: one try first');
      tried += rows.length;
      await Promise.all(rows.map(tryOne));
    }
    return tried;
  }

  return {
    drain() {
      // One drain at a time per channel: a poll that comes while one runs joins it.
      draining ??= drainOnce().finally(() => {
        draining = null;
      });
      return draining;
    },
    takeUntriedChanges() {
      const changes = untriedChanges;
      untriedChanges = 0;
      return changes;
    },
  };
}
