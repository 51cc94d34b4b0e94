import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { updateGuestLead } from '../../services/guest-leads.ts';
import type { energyServiceInput } from './service.schema.ts';

export async function energyServiceHandler(ctx: Context, input: z.output<typeof energyServiceInput>) {
  return { collections: await updateGuestLead(ctx.prisma, 'energy', input.id, { service: input.service }, 'service') };
}
