import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { submissionsRetrying, subscribeRetrying } from '../app/keep-trying.ts';

/**
 * "Saving… we'll keep trying.": shown while a change the server could not take for the moment (a failover, a
 * restart) is being sent again by itself, so the visitor knows to wait rather than type it all again: a change sent
 * through TanStack Query (query-client.ts), read from its mutation cache itself (useMutationState would add its own
 * module to every page's first load), or a form's submission (use-submission.ts; an islands page has no query
 * cache). The live region is always there, so a screen reader hears the words when they appear.
 */
export function KeepTryingNotice() {
  const mutations = useContext(QueryClientContext)?.getMutationCache();
  const subscribe = useCallback(
    (changed: () => void) => {
      const stopMutations = mutations?.subscribe(changed);
      const stopSubmissions = subscribeRetrying(changed);
      return () => {
        stopMutations?.();
        stopSubmissions();
      };
    },
    [mutations],
  );
  const retrying = useSyncExternalStore(
    subscribe,
    () =>
      submissionsRetrying() ||
      !!mutations?.getAll().some(({ state }) => state.status === 'pending' && state.failureCount > 0),
    () => false,
  );
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      {retrying && (
        <p className="rounded-md bg-ink px-4 py-2 text-sm font-medium text-white shadow-lg">
          Saving… we&apos;ll keep trying.
        </p>
      )}
    </div>
  );
}
