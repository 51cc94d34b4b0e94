import { binCollectionValues, labelOf, waterWasteServiceValues } from '@sme/domain';
import type { Context } from '../../context.ts';
import { findGuestLead } from '../../services/guest-leads.ts';
import { guestInfoBaseOf } from '../guest-lead/guest-info-base.ts';

export async function waterWasteGuestInfoHandler(ctx: Context, input: { id: string }) {
  const lead = await findGuestLead(ctx.prisma, 'water_waste', input.id);
  return {
    collections: {
      ...guestInfoBaseOf(lead),
      service: labelOf(waterWasteServiceValues, lead.service),
      annual_usage: lead.annualUsage,
      require_bin: lead.requireBin,
      bin_capacity: lead.binCapacity,
      bin_collected_days: labelOf(binCollectionValues, lead.binCollectedDays),
    },
  };
}
