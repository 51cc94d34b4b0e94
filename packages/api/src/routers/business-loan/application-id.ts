import { serverMessages } from '@sme/domain';
import { recordId } from '../record-id.ts';

/** A loan or cash-advance application's id, from its first step. */
export const applicationId = recordId(serverMessages.applicationNotFound, {
  description: 'The id from step 1 (a UUID).',
  example: '7d1f9a52-3c2e-4b8a-9f0e-5a6b7c8d9e01',
});
