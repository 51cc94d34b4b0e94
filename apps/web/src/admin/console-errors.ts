import { refusalCode } from '../app/trpc-errors.ts';
import { errorMessagesOf } from '../ui/toast-errors.ts';

/** The words to show for a refused console call: the server's own message(s), or a connection problem. */
export function errorText(error: unknown): string {
  return errorMessagesOf(error).join(' ');
}

/** Whether a console call was refused because nobody (or nobody allowed) is signed in. */
export function isSignedOut(error: unknown): boolean {
  return refusalCode(error) === 'UNAUTHORIZED';
}

/** Whether the server said the thing asked for is not there (an unknown or malformed id). */
export function isMissing(error: unknown): boolean {
  const code = refusalCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST';
}
