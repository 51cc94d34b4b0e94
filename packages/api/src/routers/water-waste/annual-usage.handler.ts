import { serverMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { findGuestLead, updateGuestLead } from '../../services/guest-leads.ts';
import { rejected } from '../../trpc.ts';
import { savedMessage } from '../guest-lead/lead-id.ts';
import type { annualUsageInput } from './annual-usage.schema.ts';

export async function annualUsageHandler(ctx: Context, input: z.output<typeof annualUsageInput>) {
  const lead = await findGuestLead(ctx.prisma, 'water_waste', input.id);
  if (lead.service !== 'water') throw rejected(serverMessages.usageNeedsWater, 'conflict');
  await updateGuestLead(ctx.prisma, 'water_waste', lead.id, { annualUsage: input.annual_usage || null }, 'water-usage');
  return { message: savedMessage, collections: { id: lead.id } };
}
