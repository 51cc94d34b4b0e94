import type { WaterWasteService } from '@sme/domain';
import type { Context } from '../../context.ts';
import { updateGuestLead } from '../../services/guest-leads.ts';
import { savedMessage } from '../guest-lead/lead-id.ts';

/** Choosing Water or Waste; the other service's answers are cleared so a lead never holds both. */
export async function waterWasteServiceHandler(ctx: Context, service: WaterWasteService, input: { id: string }) {
  const data =
    service === 'Water'
      ? { service: 'water' as const, requireBin: null, binCapacity: null, binCollectedDays: null }
      : { service: 'waste' as const, annualUsage: null };
  return {
    message: savedMessage,
    collections: await updateGuestLead(ctx.prisma, 'water_waste', input.id, data, 'service'),
  };
}
