import type { AppRouter } from '@sme/api';
import type { TRPCClientErrorLike } from '@trpc/client';

/** What the server says about a call it refused: its code and the messages the site shows (the api's formatter). */
export type ServerRefusal = NonNullable<TRPCClientErrorLike<AppRouter>['data']>;

/**
 * The server's answer to a failed call, or undefined when there was none (no connection). A call made in the browser
 * fails with a TRPCClientError; one made while the server rendered the page reaches the browser with the page, as
 * the JSON of that error's fields (its name and data, no prototype). `isTRPCClientError` is an instanceof check that
 * misses the second: the name is read instead.
 */
export function serverRefusal(error: unknown): ServerRefusal | undefined {
  const failed = error as { name?: unknown; data?: ServerRefusal } | null;
  return failed?.name === 'TRPCClientError' ? failed.data : undefined;
}

/** The server's code for a failed call (NOT_FOUND, BAD_REQUEST, …), or undefined when it did not answer. */
export function refusalCode(error: unknown): string | undefined {
  return serverRefusal(error)?.code;
}
