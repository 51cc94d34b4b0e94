import { badFormat, normalizePostcode, serverMessages } from '@sme/domain';
import { z } from 'zod';

export const lookupInput = z.object({
  /** Any case and spacing; REST path parameters arrive percent-encoded. */
  postcode: z
    .string({ error: serverMessages.invalidPostcode })
    .max(40, serverMessages.invalidPostcode)
    .transform((value, ctx) => {
      let decoded = value;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        // keep it as sent
      }
      const postcode = normalizePostcode(decoded);
      if (!postcode) {
        ctx.addIssue({ code: 'custom', message: serverMessages.invalidPostcode, params: badFormat });
        return z.NEVER;
      }
      return postcode;
    }),
});

export const lookupOutput = z.object({
  collections: z.array(
    z.object({
      postCode: z.string(),
      envelopeAddress: z.object({ summaryLine: z.string(), organisation: z.string() }),
    }),
  ),
});
