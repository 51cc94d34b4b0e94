import { serverMessages } from '@sme/domain';
import { z } from 'zod';

/** A guest lead's id as sent back by the flow; an id the server does not know is refused by the handler. */
export const leadId = z
  .string({ error: serverMessages.quoteNotFound })
  .trim()
  .min(1, serverMessages.quoteNotFound)
  .max(64, serverMessages.quoteNotFound)
  .meta({
    description: 'The lead id from the post-code step (a UUID).',
    example: '3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55',
  });

/** What each saving step answers: the lead id to pass on. */
export const leadIdOutput = z.object({ collections: z.object({ id: z.string() }) });

/** Steps whose answer the legacy site did not read: a confirmation and the id. */
export const savedOutput = z.object({ message: z.string(), collections: z.object({ id: z.string() }) });

export const savedMessage = 'Saved.';
