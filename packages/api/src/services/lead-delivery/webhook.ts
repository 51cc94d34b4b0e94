import { createHmac } from 'node:crypto';
import { DeliveryFailure, type Sender } from './channels.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The header a receiver checks: a signed timestamp, and one signature per secret (two during a rotation). */
export const TIMED_SIGNATURE_HEADER = 'X-Webhook-Signature-V2';

/**
 * How far a receiver should let `t` stray from its own clock. Each try is signed as it is sent, so a genuine call
 * is seconds old; five minutes leaves room for clock drift, and anything older is a replay.
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/**
 * The first signature's form, on X-Webhook-Signature: `sha256=` and the hex HMAC-SHA256 of the raw body. Kept as it
 * was for receivers written against it; it carries no time, so a recorded call replays for ever.
 */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${hmacHex(secret, body)}`;
}

/**
 * X-Webhook-Signature-V2: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, one `v1=` per secret, as
 * Stripe signs: a receiver holding either secret of a rotation finds its own among them.
 */
export function timedWebhookSignature(body: string, secrets: readonly string[], at = Date.now()): string {
  const t = Math.floor(at / 1000);
  return [`t=${t}`, ...secrets.map((secret) => `v1=${hmacHex(secret, `${t}.${body}`)}`)].join(',');
}

/**
 * Posts each event as JSON to the CRM's address, signed. Any 2xx is delivered; any other status, a timeout or a
 * refused connection is a failed try. The event id rides in X-Webhook-Id, the same on every retry, so a receiver
 * can drop a repeat; the timed signature is made afresh for each try, so a retry a day later is not stale.
 * `nextSecret` is set during a rotation (WEBHOOK_SECRET_NEXT): the body-only signature stays on `secret`, which
 * is what the receivers written against it hold.
 */
export function webhookSender({
  url,
  secret,
  nextSecret,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  userAgent,
}: {
  url: string;
  secret: string;
  nextSecret?: string | undefined;
  timeoutMs?: number;
  userAgent: string;
}): Sender {
  const secrets = nextSecret ? [secret, nextSecret] : [secret];
  return async ({ event }) => {
    const body = JSON.stringify(event);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': userAgent,
          'x-webhook-id': event.id,
          'x-webhook-signature': webhookSignature(body, secret),
          [TIMED_SIGNATURE_HEADER.toLowerCase()]: timedWebhookSignature(body, secrets),
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw connectionFailure(error, timeoutMs);
    }
    // The body is not needed; reading it frees the connection.
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) {
      throw new DeliveryFailure(`The webhook answered ${response.status}.`, `http_${response.status}`);
    }
  };
}

function connectionFailure(error: unknown, timeoutMs: number): DeliveryFailure {
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') {
    return new DeliveryFailure(`The webhook did not answer within ${timeoutMs / 1000} seconds.`, 'timeout');
  }
  const cause = (error as { cause?: { code?: string } } | undefined)?.cause;
  const code = cause?.code ?? 'network';
  return new DeliveryFailure(`Could not reach the webhook (${code}).`, code);
}
