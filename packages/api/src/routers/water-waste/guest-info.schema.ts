import { z } from 'zod';
import { guestInfoBase } from '../guest-lead/guest-info.schema.ts';

export const waterWasteGuestInfoOutput = z.object({
  collections: guestInfoBase.extend({
    /** 'Water' or 'Waste' once chosen. */
    service: z.string().nullable(),
    annual_usage: z.string().nullable(),
    require_bin: z.number().nullable(),
    bin_capacity: z.number().nullable(),
    /** 'Once in a week', 'Twice a week' or 'Thrice a week'. */
    bin_collected_days: z.string().nullable(),
  }),
});
