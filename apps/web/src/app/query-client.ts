import { QueryClient } from '@tanstack/react-query';

export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Server-rendered data is fresh on arrival: do not fetch it again during hydration.
        staleTime: 60_000,
        // A server render answers once; the browser retries a flaky connection.
        retry: (failures, error) => !server && failures < 2 && !isNotFound(error),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * A tRPC NOT_FOUND error: the page shows the 404 screen instead. Read from the error's data, not with
 * `isTRPCClientError` (an instanceof check): a query the server rendered reaches the browser as the JSON of the
 * error's fields, with no prototype. The address lookups and the closed-quote check read the data the same way.
 */
export function isNotFound(error: unknown): boolean {
  return (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';
}
