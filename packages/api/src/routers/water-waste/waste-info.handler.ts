import { serverMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { findGuestLead, updateGuestLead } from '../../services/guest-leads.ts';
import { rejected } from '../../trpc.ts';
import { savedMessage } from '../guest-lead/lead-id.ts';
import type { wasteInfoInput } from './waste-info.schema.ts';

export async function wasteInfoHandler(ctx: Context, input: z.output<typeof wasteInfoInput>) {
  const lead = await findGuestLead(ctx.prisma, 'water_waste', input.id);
  if (lead.service !== 'waste') throw rejected(serverMessages.wasteInfoNeedsWaste, 'conflict');
  await updateGuestLead(
    ctx.prisma,
    'water_waste',
    lead.id,
    { requireBin: input.require_bin, binCapacity: input.bin_capacity, binCollectedDays: input.bin_collected_days },
    'waste',
  );
  return { message: savedMessage, collections: { id: lead.id } };
}
