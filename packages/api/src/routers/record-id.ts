import { z } from 'zod';

/**
 * The id of a lead or application as the site passes it on. Only its length is checked here: an id the server
 * does not know (or a malformed one) is refused by the handler with the same `unknown` message.
 */
export const recordId = (unknown: string, meta: { description: string; example: string }) =>
  z.string({ error: unknown }).trim().min(1, unknown).max(64, unknown).meta(meta);

/** What each saving step answers: the id to pass on. */
export const idOutput = z.object({ collections: z.object({ id: z.string() }) });
