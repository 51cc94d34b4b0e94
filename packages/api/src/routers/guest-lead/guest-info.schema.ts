import { z } from 'zod';
import { leadId } from './lead-id.ts';

export const guestInfoInput = z.object({ id: leadId });

/** What every flow's guest info holds; each flow adds the answers of its own steps. */
export const guestInfoBase = z.object({
  id: z.string(),
  post_code: z.string(),
  full_address: z.string(),
  bussiness_name: z.string(),
});
