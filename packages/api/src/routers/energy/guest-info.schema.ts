import { z } from 'zod';
import { guestInfoBase } from '../guest-lead/guest-info.schema.ts';

/** An energy lead's answers; a water & waste lead (spec §3: one guest-lead record) answers here too, in this shape. */
export const energyGuestInfoOutput = z.object({
  collections: guestInfoBase.extend({
    service: z.string().nullable().meta({
      description:
        "'Gas and Electricity', 'Gas' or 'Electricity' once chosen; a water & waste lead's 'Water' or 'Waste'.",
    }),
    supplier: z.string().nullable().meta({ description: 'Always null for a water & waste lead.' }),
    contact_end_date: z
      .string()
      .nullable()
      .meta({ description: "yyyy-mm-dd, or 'I am not sure'. Always null for a water & waste lead." }),
  }),
});
