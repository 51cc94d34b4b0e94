import { isTRPCClientError } from '@trpc/client';

/** The words to show for a refused console call: the server's own message(s). */
export function errorText(error: unknown): string {
  if (isTRPCClientError(error)) {
    const messages = (error.data as { messages?: string[] } | undefined)?.messages;
    return messages?.length ? messages.join(' ') : error.message;
  }
  return 'Something went wrong. Please try again.';
}

/** Whether a console call was refused because nobody (or nobody allowed) is signed in. */
export function isSignedOut(error: unknown): boolean {
  return isTRPCClientError(error) && (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED';
}
