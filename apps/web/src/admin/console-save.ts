import { toast } from 'sonner';
import { errorText } from './console-errors.ts';

/**
 * A console change's mutation callbacks: once saved, say so and read the affected lists again; a refusal is toasted
 * in the server's words.
 */
export function savedThen<Answer>(saved: string | ((answer: Answer) => string), refresh: () => Promise<unknown>) {
  return {
    onSuccess: async (answer: Answer) => {
      toast.success(typeof saved === 'string' ? saved : saved(answer));
      await refresh();
    },
    onError: (error: unknown) => toast.error(errorText(error)),
  };
}
