import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';

/** After a step is saved: the lead's answers are read again, so Back and the next step show what was saved. */
export function useRefreshEnergyLead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.commercialUtility.guestInfo.queryKey() });
}
