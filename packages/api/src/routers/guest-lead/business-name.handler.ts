import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { updateGuestLead, type GuestLeadFlow } from '../../services/guest-leads.ts';
import type { businessNameInput } from './business-name.schema.ts';

export async function businessNameHandler(
  ctx: Context,
  flow: GuestLeadFlow,
  input: z.output<typeof businessNameInput>,
) {
  return {
    collections: await updateGuestLead(ctx.prisma, flow, input.id, { businessName: input.bussiness_name }, 'business'),
  };
}
