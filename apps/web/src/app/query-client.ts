import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { refusalCode } from './trpc-errors.ts';

/**
 * After a change, every invalidated page reads again. TanStack Query's invalidation does not restart a query's first
 * read while it is still on its way (it has no data yet, so it waits for that read instead), and that read may have
 * been answered before the change: the page would keep the state before it (seen: a post's history, opened just
 * before "Publish now", without the publication). Such reads of a page's queries are cancelled first, so the next read
 * follows the change.
 */
class QueryClientReadingAfterChanges extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    await this.cancelQueries({
      ...filters,
      fetchStatus: 'fetching',
      // Only what a page shows (an observer waits for it): a read someone awaits through fetchQuery is left to end.
      predicate: (query) => query.state.data === undefined && query.isActive() && (filters?.predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

/** Tries of a change the server could not take for the moment: about 10 minutes at the longest wait below. */
const KEEP_TRYING = 60;
/** Waits between tries: 2, 4, 8 s, then every 10 s. */
const keepTryingDelay = (failures: number) => Math.min(1000 * 2 ** failures, 10_000);
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

export function createQueryClient({ server = false } = {}): QueryClient {
  const client = new QueryClientReadingAfterChanges({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh on arrival: do not fetch it again during hydration.
        staleTime: 60_000,
        // A server render answers once; the browser retries a flaky connection.
        retry: (failures, error) => !server && failures < 2 && !isNotFound(error),
        refetchOnWindowFocus: false,
      },
      // A visitor's submission during a failover or a restart is sent again until it is taken, with what they typed
      // kept in the form meanwhile (KeepTryingNotice says so).
      mutations: {
        retry: (failures, error) => failures < KEEP_TRYING && isWorthTryingAgain(error, { replayable: true }),
        retryDelay: keepTryingDelay,
      },
    },
  });
  // Staff's and partners' changes (a note, a status) are not stored once by a fingerprint: sent again only when the
  // server said nothing was done.
  for (const area of ['admin', 'partner']) {
    client.setMutationDefaults([[area]], {
      retry: (failures, error) => failures < KEEP_TRYING && isWorthTryingAgain(error, { replayable: false }),
      retryDelay: keepTryingDelay,
    });
  }
  return client;
}

/** A tRPC NOT_FOUND error (also one the server rendered the page with): the page shows the 404 screen instead. */
export function isNotFound(error: unknown): boolean {
  return refusalCode(error) === 'NOT_FOUND';
}
