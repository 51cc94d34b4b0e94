import { bestTimesToCall, isStorableText } from '@sme/domain';
import { z } from 'zod';
import { screenShownInput } from './screen-shown.schema.ts';

/**
 * A callback request just sent from a booking screen as a plain form (before the page's code arrived): the page the
 * server redirected to names it by its reference, so the screen can confirm it as the form's own code would have.
 */
export const callbackPlanInput = screenShownInput.extend({
  // Text no reference could be (control characters, broken Unicode) is refused as every field refuses it.
  reference: z
    .string({ error: 'Unknown callback reference.' })
    .trim()
    .max(16, 'Unknown callback reference.')
    .refine(isStorableText, 'Unknown callback reference.'),
});

/** The confirmation the form shows once a request is taken; null when the reference names no recent request here. */
export const callbackPlanOutput = z
  .object({
    message: z.string(),
    name: z.string(),
    phone: z.string(),
    best_time: z.enum(bestTimesToCall).or(z.literal('')),
    /** The day, window and reference in words. */
    plan: z.string(),
  })
  .nullable();
