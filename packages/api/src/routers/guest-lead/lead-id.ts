import { serverMessages } from '@sme/domain';
import { z } from 'zod';
import { recordId } from '../record-id.ts';

/** A guest lead's id as sent back by the flow. */
export const leadId = recordId(serverMessages.quoteNotFound, {
  description: 'The lead id from the post-code step (a UUID).',
  example: '3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55',
});

/** Steps whose answer the legacy site did not read: a confirmation and the id. */
export const savedOutput = z.object({ message: z.string(), collections: z.object({ id: z.string() }) });

export const savedMessage = 'Saved.';
