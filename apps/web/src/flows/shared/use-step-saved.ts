import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toastErrors } from '../../ui/toast-errors.ts';

/**
 * What every flow step does with its save, as the mutation's callbacks: on success the flow's saved answers are
 * read again (so Back, a reload and the next step show them), then the flow moves on; on failure each server
 * message is toasted and what the visitor typed stays.
 */
interface SavedStep {
  collections: { id: string };
}

export function useStepSaved(answersKey: QueryKey) {
  const queryClient = useQueryClient();
  // Every step's save answers with the id of the lead or application it saved.
  return (next: (saved: SavedStep) => void) => ({
    onSuccess: async (saved: SavedStep) => {
      await queryClient.invalidateQueries({ queryKey: answersKey });
      next(saved);
    },
    onError: toastErrors,
  });
}
