import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * Reads the pages that show leads again after changes, a burst of them (a busy minute, one lead's several writes) at
 * once, `coalesceMs` after the first.
 *
 * A read already on its way is let finish, then read again: what changed may have come after it began. Each change
 * used to cancel that read and start another, so while changes came faster than the server answered, a new search's
 * list never arrived. The inbox then kept the old rows, which take no click while a search settles.
 */
export function leadsRefresher(
  queryClient: QueryClient,
  showsLeads: (query: Query) => boolean,
  coalesceMs: number,
): { refresh: () => void; stop: () => void } {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let changedSince = false;
  let stopped = false;

  const readAgain = async () => {
    running = true;
    try {
      do {
        // A read on its way when this round starts may predate the change: one more round once it is in.
        changedSince = queryClient.isFetching({ predicate: showsLeads }) > 0;
        await queryClient.invalidateQueries({ predicate: showsLeads }, { cancelRefetch: false });
      } while (changedSince && !stopped);
    } finally {
      running = false;
    }
  };

  const refresh = () => {
    if (stopped) return;
    if (running) {
      changedSince = true;
      return;
    }
    if (pending) return;
    pending = setTimeout(() => {
      pending = undefined;
      void readAgain();
    }, coalesceMs);
  };

  const stop = () => {
    stopped = true;
    clearTimeout(pending);
  };

  return { refresh, stop };
}
