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

/** The server pings every 20 s: a stream silent for longer than this is dead (a proxy dropped it) and is reopened. */
const SILENT_MS = 50_000;

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
            }, SILENT_MS);
          };
          heard();
          current.addEventListener('connected', () => {
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
