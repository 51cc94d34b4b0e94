import type { AppRouter } from '@sme/api';
import { httpSubscriptionLink, type TRPCLink } from '@trpc/client';

/**
 * How long a stream may take to say it is connected. tRPC's link reopens a stream that falls silent for the server's
 * limit (the 'connected' event names it: its 5 s ping and a margin) but waits for ever on one that never answers at
 * all (a proxy holding the response back): such a stream is given up after this, as the server's own limit would.
 */
export const FIRST_ANSWER_MS = 12_000;

/** What a stream given up for never answering reports: the link ends the subscription in error with it as cause. */
class UnansweredStream extends Event {
  constructor() {
    super('error');
  }
}

/**
 * Whether the live stream ended because it never answered (nothing refused it: worth asking again at once). The link
 * reports the stream's failure as the error's cause, as it is or inside a SuppressedError (the stream's clean-up
 * failing too), whose `error` and `suppressed` hold the two.
 */
export function isUnansweredStream(error: unknown, depth = 0): boolean {
  if (error instanceof UnansweredStream) return true;
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { cause, error: inner, suppressed } = error as { cause?: unknown; error?: unknown; suppressed?: unknown };
  return [cause, inner, suppressed].some((part) => part !== undefined && isUnansweredStream(part, depth + 1));
}

/**
 * The browser's EventSource, closed and reported failed when no 'connected' event came within FIRST_ANSWER_MS: the
 * link then ends the subscription in error, and the console opens it again (use-live-console.ts).
 */
function givingUpUnanswered(Base: typeof EventSource): typeof EventSource {
  return class UnansweredEventSourceGivesUp extends Base {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      const unanswered = setTimeout(() => {
        this.close();
        this.dispatchEvent(new UnansweredStream());
      }, FIRST_ANSWER_MS);
      this.addEventListener('connected', () => clearTimeout(unanswered), { once: true });
    }
  };
}

/**
 * The console's live view as server-sent events, with tRPC's own link. EventSource cannot send the XHR header; the
 * server lets this stream through when the browser says it comes from this very site (Sec-Fetch-Site).
 */
export function liveStreamLink(url: string): TRPCLink<AppRouter> {
  return httpSubscriptionLink({ url, EventSource: givingUpUnanswered(globalThis.EventSource) });
}
