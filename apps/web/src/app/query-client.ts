import { QueryClient } from '@tanstack/react-query';
import { refusalCode } from './trpc-errors.ts';

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

/** A tRPC NOT_FOUND error (also one the server rendered the page with): the page shows the 404 screen instead. */
export function isNotFound(error: unknown): boolean {
  return refusalCode(error) === 'NOT_FOUND';
}
