import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * "Saving… we'll keep trying.": shown while a change the server could not take for the moment (a failover, a
 * restart) is being sent again by itself (query-client.ts), so the visitor knows to wait rather than type it all again.
 * The live region is always there, so a screen reader hears the words when they appear. Read from the mutation cache
 * itself (useMutationState would add its own module to every page's first load).
 */
export function KeepTryingNotice() {
  const mutations = useQueryClient().getMutationCache();
  const subscribe = useCallback((changed: () => void) => mutations.subscribe(changed), [mutations]);
  const retrying = useSyncExternalStore(
    subscribe,
    () => mutations.getAll().some(({ state }) => state.status === 'pending' && state.failureCount > 0),
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
