import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSignedOut } from '../admin/console-errors.ts';

/**
 * A session that ends while a page is open (expired, disabled, or signed out in another tab): any call refused as
 * signed out asks again who is signed in (`meKey`, kept the same between renders), and the sign-in form takes over.
 */
export function useSignOutFollows(signedIn: boolean, meKey: QueryKey) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    const meHash = hashKey(meKey);
    const recheck = (error: unknown) => {
      if (isSignedOut(error)) void queryClient.invalidateQueries({ queryKey: meKey, exact: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryHash !== meHash) {
        recheck(event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') recheck(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [signedIn, queryClient, meKey]);
}
