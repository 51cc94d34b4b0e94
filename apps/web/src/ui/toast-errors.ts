import { serverRefusal } from '../app/trpc-errors.ts';
import { toast } from './toast.ts';

export const connectionProblem = 'We could not reach our server. Please check your connection and try again.';

/** The messages the server sent for a failed call (each is shown as a toast), or a connection message. */
export function errorMessagesOf(error: unknown): string[] {
  const refusal = serverRefusal(error);
  if (refusal?.messages.length) return refusal.messages;
  if (refusal) return [(error as Error).message];
  return [connectionProblem];
}

/** Each message as a toast (usable directly as a mutation's onError). */
export function toastErrors(error: unknown): void {
  for (const message of errorMessagesOf(error)) toast.error(message);
}
