import { serverMessages, turnoverSlider, wholeNumber } from '@sme/domain';
import { z } from 'zod';
import { applicationId } from './application-id.ts';

/** Step 3: the lower figure of the monthly card turnover band, in thousands (0, 20, 40, 60, 80 or 100). */
export const turnoverInput = z.object({
  id: applicationId,
  monthly_turnover_from: wholeNumber(serverMessages.turnoverBand, turnoverSlider)
    .refine((from) => from % turnoverSlider.step === 0, serverMessages.turnoverBand)
    .meta({ description: 'Thousands of pounds a month: 0, 20, 40, 60, 80 or 100.', example: 40 }),
});
