import type { Prisma } from '@sme/db';
import { DeliveryFailure, type DeliveryJob, type FailureBlame, type Sender } from './channels.ts';
import { answersByKey } from './answer-keys.ts';
import type { LeadEventPayload } from './lead-event.ts';
import type { ClaimedDelivery } from './outbox-statements.ts';
import { withTimeLimit } from './time-limit.ts';

/** What the worker may log: ids, channels, counts and safe codes; never an address or an answer. */
export interface DeliveryLog {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

/** What a try needs besides its row. */
export interface TryContext {
  prisma: Prisma;
  log: DeliveryLog;
  consoleUrl: (leadId: string) => string;
  /** How long to wait after the given number of failed tries. */
  retryDelay: (failedTries: number) => number;
  /** Waits between tries of a sent delivery's "sent" mark, when the database refused it. */
  markRetryMs: number[];
  /**
   * The most any send may take, whatever its channel's own limit: a sender that never settles would otherwise hold
   * its channel's deliveries, and stop(), for ever, and outlive its row's lease.
   */
  sendLimitMs: number;
}

/** How a send ended: taken, or failed with the reason to record and whose fault it was. */
export type SendOutcome = { sent: true } | { sent: false; reason: string; code: string; blame: FailureBlame };

/** Sends one claimed row on its channel; never throws. */
export async function sendClaimed(context: TryContext, send: Sender, row: ClaimedDelivery): Promise<SendOutcome> {
  const payload = row.payload as LeadEventPayload;
  const job: DeliveryJob = {
    id: row.id,
    channel: row.channel,
    event: {
      ...payload,
      lead: {
        ...payload.lead,
        answers_by_key: answersByKey(payload.lead.answers),
        console_url: context.consoleUrl(row.leadId),
      },
    },
    recipient: row.recipient,
    attempt: row.attempts,
  };
  try {
    await withTimeLimit(
      send(job),
      context.sendLimitMs,
      () => new DeliveryFailure(`No answer within ${Math.round(context.sendLimitMs / 1000)} seconds.`, 'timeout'),
    );
    return { sent: true };
  } catch (error) {
    return {
      sent: false,
      reason: error instanceof Error ? error.message : 'The try failed.',
      code: (error as { code?: string }).code ?? 'error',
      blame: error instanceof DeliveryFailure ? error.blame : 'destination',
    };
  }
}

/** Records a try's outcome: sent, or failed and when to try again (or, after 24 hours, given up). */
export async function recordOutcome(context: TryContext, row: ClaimedDelivery, outcome: SendOutcome): Promise<void> {
  const { prisma, log } = context;
  const { id } = row;
  if (outcome.sent) {
    await markSent(context, id);
    log.info({ delivery: id, channel: row.channel, attempts: row.attempts }, 'lead delivered');
    return;
  }
  const next = new Date(Date.now() + context.retryDelay(row.attempts));
  const givesUp = next > row.giveUpAt;
  // Still pending: a lead erased meanwhile keeps its row failed and blank.
  await prisma.delivery.updateMany({
    where: { id, status: 'pending' },
    data: givesUp
      ? { status: 'failed', lastError: outcome.reason, nextAttemptAt: row.giveUpAt }
      : { lastError: outcome.reason, nextAttemptAt: next },
  });
  const facts = { delivery: id, channel: row.channel, attempts: row.attempts, code: outcome.code };
  if (givesUp) log.error(facts, 'lead delivery failed for 24 hours: gave up');
  else log.warn(facts, 'lead delivery failed: will try again');
}

/**
 * Records one delivery as sent the moment its send succeeded, not with the rest of its batch: a process killed
 * mid-batch, or a connection dropped, then repeats only what was in flight. The update is idempotent, so it is
 * tried again a few times when the database refuses it (a dropped connection comes back in a moment). Should
 * every try fail, the row comes due again when its lease ends and is sent again, with the same X-Webhook-Id or
 * Message-ID: at least once, and a repeat a receiver can recognise.
 */
async function markSent({ prisma, log, markRetryMs }: TryContext, id: string): Promise<void> {
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
