import { useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';

/** After a step is saved: the application is read again, so Back, a reload and booking show what was saved. */
export function useRefreshLoanApplication() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.businessLoan.summary.queryKey() });
}
