import { bookingSlugs, isStorableText } from '@sme/domain';
import { z } from 'zod';

/**
 * The booking screen /calendly/{slug}/{id} was shown: the slug names the flow, the id its lead or application. An
 * id the server does not know is not refused: the screen itself says so, and this call tells the visitor nothing.
 */
export const screenShownInput = z.object({
  slug: z.enum(bookingSlugs, { error: 'Unknown booking screen.' }),
  // Text no id could be (control characters, broken Unicode) is refused as every field refuses it.
  id: z
    .string({ error: 'Unknown booking screen.' })
    .trim()
    .max(64, 'Unknown booking screen.')
    .refine(isStorableText, 'Unknown booking screen.'),
});

/** Nothing to tell: whether the id was known stays on the server. */
export const screenShownOutput = z.object({});
