import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { createGuestLead, updateGuestLead, type GuestLeadFlow } from '../../services/guest-leads.ts';
import type { postCodeInput } from './post-code.schema.ts';

export async function postCodeHandler(ctx: Context, flow: GuestLeadFlow, input: z.output<typeof postCodeInput>) {
  const address = {
    postCode: input.post_code,
    fullAddress: input.full_address,
    businessName: input.bussiness_name || null,
  };
  if (input.id) return { collections: await updateGuestLead(ctx.prisma, flow, input.id, address, 'address') };
  const lead = await createGuestLead(ctx.prisma, flow, address);
  return { collections: { id: lead.id } };
}
