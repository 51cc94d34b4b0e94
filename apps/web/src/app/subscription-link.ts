import type { AppRouter } from '@sme/api';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/** What the server sends when the stream ends in error: tRPC's error shape. */
interface ErrorShape {
  message: string;
  code: number;
  data: { code: string; httpStatus: number };
}

/** Refusals the browser should try again after (the server stopping, changes that may have gone unheard). */
const retryable = new Set(['SERVICE_UNAVAILABLE', 'BAD_GATEWAY', 'GATEWAY_TIMEOUT', 'INTERNAL_SERVER_ERROR']);

/**
 * A stream silent for longer than this is dead (a proxy or a route dropped it without a word) and is reopened. The
 * server says how long in its 'connected' event (tRPC's reconnectAfterInactivityMs: its 5 s ping and a margin);
 * this is the wait until then, for a stream that never opens.
 */
const SILENT_MS = 12_000;

/** The server's own silence limit from its 'connected' event, if it names a sensible one. */
function silenceLimit(data: string): number {
  try {
    const limit = (JSON.parse(data) as { reconnectAfterInactivityMs?: unknown }).reconnectAfterInactivityMs;
    return typeof limit === 'number' && limit >= 1_000 ? limit : SILENT_MS;
  } catch {
    return SILENT_MS;
  }
}

/**
 * Subscriptions (the console's live view) as server-sent events, read as tRPC's own httpSubscriptionLink reads them:
 * 'connected' starts, each message is data, 'serialized-error' ends (or, when the browser may retry, waits while its
 * EventSource connects again), 'return' completes. Its own small module, loaded with the first subscription: tRPC's
 * link lives in the client's main module, which every public page loads, and would add 2 kB to each.
 */
export function subscriptionLink(url: string): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const query = op.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(op.input))}`;
        let source: EventSource | undefined;
        let silence: ReturnType<typeof setTimeout> | undefined;
        let silentMs = SILENT_MS;
        const connecting = (error: TRPCClientError<AppRouter> | null) =>
          observer.next({ result: { type: 'state', state: 'connecting', error } });

        const open = () => {
          const current = new EventSource(`${url}/${op.path}${query}`);
          source = current;
          const heard = () => {
            clearTimeout(silence);
            silence = setTimeout(() => {
              current.close();
              connecting(null);
              open();
            }, silentMs);
          };
          heard();
          current.addEventListener('connected', (event) => {
            silentMs = silenceLimit((event as MessageEvent<string>).data);
            heard();
            observer.next({ result: { type: 'started' } });
            observer.next({ result: { type: 'state', state: 'pending', error: null } });
          });
          current.addEventListener('ping', heard);
          current.addEventListener('message', (event) => {
            heard();
            observer.next({ result: { data: JSON.parse((event as MessageEvent<string>).data) } });
          });
          current.addEventListener('serialized-error', (event) => {
            const shape = JSON.parse((event as MessageEvent<string>).data) as ErrorShape;
            const error = TRPCClientError.from<AppRouter>({ error: shape });
            if (retryable.has(shape.data.code)) return connecting(error);
            close();
            observer.error(error);
          });
          current.addEventListener('return', () => {
            close();
            observer.next({ result: { type: 'state', state: 'idle', error: null } });
            observer.complete();
          });
          current.addEventListener('error', () => {
            // Closed for good (a refusal before the stream began): an error; otherwise the browser connects again.
            if (current.readyState === EventSource.CLOSED) {
              close();
              observer.error(TRPCClientError.from<AppRouter>(new Error('The live stream could not be opened.')));
            } else connecting(null);
          });
        };
        const close = () => {
          clearTimeout(silence);
          source?.close();
        };

        connecting(null);
        open();
        return close;
      });
}
