import { z } from 'zod';
import { guestInfoBase } from '../guest-lead/guest-info.schema.ts';

export const energyGuestInfoOutput = z.object({
  collections: guestInfoBase.extend({
    /** 'Gas and Electricity', 'Gas' or 'Electricity' once chosen. */
    service: z.string().nullable(),
    supplier: z.string().nullable(),
    /** yyyy-mm-dd, or 'I am not sure'. */
    contact_end_date: z.string().nullable(),
  }),
});
