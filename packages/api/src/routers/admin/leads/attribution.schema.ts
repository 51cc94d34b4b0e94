import { z } from 'zod';
import { leadIdInput, partnerNotFound } from './filters.schema.ts';

/** "Referred by": a partner's id, or null for no partner. */
export const setPartnerInput = leadIdInput.extend({
  partnerId: z.uuid(partnerNotFound).nullable(),
});

export const setPartnerOutput = z.object({
  referredBy: z.object({ id: z.string(), name: z.string(), code: z.string() }).nullable(),
});

/** The sources, media and campaigns leads have, for the inbox's filters. */
export const sourceChoicesOutput = z.object({
  sources: z.array(z.string()),
  media: z.array(z.string()),
  campaigns: z.array(z.string()),
});
