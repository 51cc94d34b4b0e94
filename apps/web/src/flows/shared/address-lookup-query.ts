import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';
import { addressLookupOf } from './address-lookup.ts';

/**
 * The addresses at `postcode` on a page of the single-page app, from its query cache (the server's render read them
 * with the page); `enabled` false where the page does not show them.
 */
export function useQueriedAddressLookup(postcode: string, enabled = true) {
  const trpc = useTRPC();
  // A postcode the server refused, rendered with the page, is not asked again on hydration.
  const lookup = useQuery({ ...trpc.address.lookup.queryOptions({ postcode }), enabled, retryOnMount: false });
  return { lookup: addressLookupOf(lookup.data, lookup.error), retry: () => void lookup.refetch() };
}
