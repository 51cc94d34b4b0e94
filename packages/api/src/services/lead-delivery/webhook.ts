import { createHmac } from 'node:crypto';
import { DeliveryFailure, type Sender } from './channels.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `sha256=` and the hex HMAC-SHA256 of the raw body with the shared secret: what a receiver recomputes. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Posts each event as JSON to the CRM's address, signed. Any 2xx is delivered; any other status, a timeout or a
 * refused connection is a failed try. The event id rides in X-Webhook-Id, the same on every retry, so a receiver
 * can drop a repeat.
 */
export function webhookSender({
  url,
  secret,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
  userAgent,
}: {
  url: string;
  secret: string;
  timeoutMs?: number;
  userAgent: string;
}): Sender {
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
