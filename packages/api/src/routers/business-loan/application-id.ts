import { serverMessages } from '@sme/domain';
import { z } from 'zod';

/** An application id as the wizard passes it on; an id the server does not know is refused by the handler. */
export const applicationId = z
  .string({ error: serverMessages.applicationNotFound })
  .trim()
  .min(1, serverMessages.applicationNotFound)
  .max(64, serverMessages.applicationNotFound)
  .meta({ description: 'The id from step 1 (a UUID).', example: '7d1f9a52-3c2e-4b8a-9f0e-5a6b7c8d9e01' });

export const applicationIdOutput = z.object({ collections: z.object({ id: z.string() }) });
