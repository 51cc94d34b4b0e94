import { isStorableText, serverMessages } from '@sme/domain';
import { z } from 'zod';

/** One fact about where an application was made, e.g. { label: 'Country', value: 'GB' }. */
export const locationFact = z.object(
  {
    label: z
      .string({ error: serverMessages.locationData })
      .trim()
      .min(1, serverMessages.locationData)
      .max(40)
      .refine(isStorableText, serverMessages.locationData),
    value: z
      .string({ error: serverMessages.locationData })
      .trim()
      .max(100, serverMessages.locationData)
      .refine(isStorableText, serverMessages.locationData),
  },
  { error: serverMessages.locationData },
);

export const locationDataOutput = z.object({ collections: z.array(locationFact) });
