import { CONTRACT_END_UNSURE } from '@sme/domain';
import type { Context } from '../../context.ts';
import { findGuestLead, isoDay, leadsReadBy } from '../../services/guest-leads.ts';
import { labelOf, waterWasteServiceValues } from '../water-waste/labels.ts';
import { energyServiceLabels } from './service.schema.ts';

/** An energy lead's answers; a water & waste lead's own answers in the same shape (no supplier, no end date). */
export async function energyGuestInfoHandler(ctx: Context, input: { id: string }) {
  const lead = await findGuestLead(ctx.prisma, leadsReadBy.energy, input.id);
  return {
    collections: {
      id: lead.id,
      post_code: lead.postCode,
      full_address: lead.fullAddress,
      bussiness_name: lead.businessName ?? '',
      service:
        lead.flow === 'energy' ? energyServiceLabel(lead.service) : labelOf(waterWasteServiceValues, lead.service),
      supplier: lead.supplier,
      contact_end_date: lead.contractEndUnsure
        ? CONTRACT_END_UNSURE
        : lead.contractEndDate && isoDay(lead.contractEndDate),
    },
  };
}

function energyServiceLabel(service: string | null) {
  return service && service in energyServiceLabels
    ? energyServiceLabels[service as keyof typeof energyServiceLabels]
    : null;
}
