import { CONTRACT_END_UNSURE } from '@sme/domain';
import type { Context } from '../../context.ts';
import { findGuestLead, isoDay } from '../../services/guest-leads.ts';
import { energyServiceLabels } from './service.schema.ts';

export async function energyGuestInfoHandler(ctx: Context, input: { id: string }) {
  const lead = await findGuestLead(ctx.prisma, 'energy', input.id);
  const service = lead.service && lead.service in energyServiceLabels ? lead.service : null;
  return {
    collections: {
      id: lead.id,
      post_code: lead.postCode,
      full_address: lead.fullAddress,
      bussiness_name: lead.businessName ?? '',
      service: service && energyServiceLabels[service as keyof typeof energyServiceLabels],
      supplier: lead.supplier,
      contact_end_date: lead.contractEndUnsure
        ? CONTRACT_END_UNSURE
        : lead.contractEndDate && isoDay(lead.contractEndDate),
    },
  };
}
