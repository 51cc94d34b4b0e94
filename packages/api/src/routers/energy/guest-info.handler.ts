import { CONTRACT_END_UNSURE, energyServiceValues, isoDay, labelOf, waterWasteServiceValues } from '@sme/domain';
import type { Context } from '../../context.ts';
import { findGuestLead, leadsReadBy } from '../../services/guest-leads.ts';
import { guestInfoBaseOf } from '../guest-lead/guest-info-base.ts';

/** An energy lead's answers; a water & waste lead's own answers in the same shape (no supplier, no end date). */
export async function energyGuestInfoHandler(ctx: Context, input: { id: string }) {
  const lead = await findGuestLead(ctx.prisma, leadsReadBy.energy, input.id);
  return {
    collections: {
      ...guestInfoBaseOf(lead),
      service:
        lead.flow === 'energy'
          ? labelOf(energyServiceValues, lead.service)
          : labelOf(waterWasteServiceValues, lead.service),
      supplier: lead.supplier,
      contact_end_date: lead.contractEndUnsure
        ? CONTRACT_END_UNSURE
        : lead.contractEndDate && isoDay(lead.contractEndDate),
    },
  };
}
