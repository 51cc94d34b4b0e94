import {
  binCapacity,
  binCollectionOptions,
  binCollectionValues,
  binCount,
  oneOfAnyCase,
  serverMessages,
  wholeNumber,
} from '@sme/domain';
import { z } from 'zod';
import { leadId } from '../guest-lead/lead-id.ts';
import { storedChoice } from '../stored-choice.ts';

// Form-encoded bodies send numbers as text: wholeNumber reads both.
export const wasteInfoInput = z.object({
  require_bin: wholeNumber(serverMessages.binCount, binCount).meta({
    description: 'Number of bins, 1 to 4.',
    example: 2,
  }),
  bin_capacity: wholeNumber(serverMessages.binCapacity, binCapacity)
    .refine((value) => value % binCapacity.step === 0, serverMessages.binCapacity)
    .meta({ description: 'Litres: 1100, 2200 or 3300.', example: 1100 }),
  bin_collected_days: storedChoice(
    oneOfAnyCase(binCollectionOptions, serverMessages.binCollection),
    binCollectionValues,
  ).meta({
    description: `One of: ${binCollectionOptions.join(', ')}.`,
    example: 'Twice a week',
  }),
  id: leadId,
});
