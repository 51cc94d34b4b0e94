import { QueryClient, type InvalidateOptions, type InvalidateQueryFilters, type QueryKey } from '@tanstack/react-query';
import { isWorthTryingAgain, KEEP_TRYING, keepTryingDelay } from './keep-trying.ts';
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
