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

/** A tRPC NOT_FOUND error: the page shows the 404 screen instead. */
export function isNotFound(error: unknown): boolean {
  return (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';
}
