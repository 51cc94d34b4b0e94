import { refusalCode } from './trpc-errors.ts';

/** Tries of a change the server could not take for the moment: about 10 minutes at the longest wait below. */
export const KEEP_TRYING = 60;
/** Waits between tries: 2, 4, 8 s, then every 10 s. */
export const keepTryingDelay = (failures: number) => Math.min(1000 * 2 ** failures, 10_000);
/** A proxy's answers for an instance it could not reach or that did not answer in time. */
const PROXY_FAILURES = new Set([502, 503, 504]);

/**
 * Whether a change is worth sending again by itself: the server said it could not do it for the moment
 * (SERVICE_UNAVAILABLE: its database out of reach; nothing was stored); or, for a `replayable` change (a visitor's
 * submission, stored once by its fingerprint however often it arrives), no answer came at all or a proxy answered
 * in JSON (as docker-compose.yml's does) for a server it could not reach.
 */
export function isWorthTryingAgain(error: unknown, { replayable }: { replayable: boolean }): boolean {
  if (refusalCode(error) === 'SERVICE_UNAVAILABLE') return true;
  const failed = error as {
    name?: unknown;
    data?: unknown;
    cause?: { name?: unknown };
    meta?: { response?: { status?: unknown } };
  } | null;
  if (!replayable || failed?.name !== 'TRPCClientError' || failed.data) return false;
  // fetch itself failed (refused, reset, offline): a TypeError. An answer that was not JSON (a page of HTML) is a
  // SyntaxError and tells nothing: not sent again.
  if (failed.cause?.name === 'TypeError') return true;
  const status = failed.meta?.response?.status;
  return typeof status === 'number' && PROXY_FAILURES.has(status);
}

// Submissions sent outside TanStack Query (use-submission.ts) being sent again right now, for KeepTryingNotice.
let retrying = 0;
const listeners = new Set<() => void>();

/** Counts a submission in or out of "being sent again". */
export function noteRetrying(change: 1 | -1): void {
  retrying += change;
  for (const listener of listeners) listener();
}

export const submissionsRetrying = () => retrying > 0;

export function subscribeRetrying(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
