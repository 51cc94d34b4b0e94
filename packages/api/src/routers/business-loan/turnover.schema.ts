import { serverMessages, turnoverSlider } from '@sme/domain';
import { z } from 'zod';
import { applicationId } from './application-id.ts';

/** Step 3: the lower figure of the monthly card turnover band, in thousands (0, 20, 40, 60, 80 or 100). */
export const turnoverInput = z.object({
  id: applicationId,
  monthly_turnover_from: z
    .union([z.number(), z.string()], { error: serverMessages.turnoverBand })
    .transform((value, ctx) => {
      const from = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
      const valid =
        Number.isInteger(from) &&
        from >= turnoverSlider.min &&
        from <= turnoverSlider.max &&
        from % turnoverSlider.step === 0;
      if (!valid) {
        ctx.addIssue({ code: 'custom', message: serverMessages.turnoverBand });
        return z.NEVER;
      }
      return from;
    })
    .meta({ description: 'Thousands of pounds a month: 0, 20, 40, 60, 80 or 100.', example: 40 }),
});
