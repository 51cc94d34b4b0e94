import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../app/trpc.ts';
import { savedThen } from '../console-save.ts';

/** "Done" on a follow-up: it leaves the user's list, and the header's count follows. */
export function useDoneFollowUp() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.followUps.done.mutationOptions(
      savedThen('Follow-up done', () =>
        queryClient.invalidateQueries({ queryKey: trpc.admin.followUps.mine.queryKey() }),
      ),
    ),
  );
}
