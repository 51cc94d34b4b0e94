import type { DbTransaction } from '@sme/db';
import { audit } from '../audit.ts';
import { eraseDeliveries } from '../lead-delivery/lead-deliveries.ts';

/**
 * Blanks one lead's personal data: the visitor's answers that name or reach a person (names, e-mail, phone,
 * addresses, messages, business names, the booked call's invitee) and the notes staff wrote about them. What
 * remains is an anonymous count: kind, dates, status, service and product. The timeline and the audit log say
 * who erased it and when (null: the retention job).
 */
export async function eraseLead(tx: DbTransaction, leadId: string, actorId: string | null): Promise<boolean> {
  const lead = await tx.lead.findUnique({ where: { id: leadId } });
  if (!lead || lead.erasedAt) return false;
  if (lead.contactEnquiryId) {
    await tx.contactEnquiry.update({
      where: { id: lead.contactEnquiryId },
      data: { firstName: null, email: null, phone: null, businessName: null, businessAddress: null, message: null },
    });
  }
  if (lead.popupLeadId) {
    await tx.popupLead.update({ where: { id: lead.popupLeadId }, data: { name: '', email: '', phone: '' } });
  }
  if (lead.partnerRegistrationId) {
    await tx.partnerRegistration.update({
      where: { id: lead.partnerRegistrationId },
      data: { name: '', email: '', phone: '', businessAddress: '' },
    });
  }
  if (lead.guestLeadId) {
    await tx.guestLead.update({
      where: { id: lead.guestLeadId },
      data: { postCode: '', fullAddress: '', businessName: null },
    });
  }
  if (lead.loanApplicationId) {
    await tx.loanApplication.update({
      where: { id: lead.loanApplicationId },
      data: { companyName: '', companyAddress: null, tradingName: null, tradingAddress: null },
    });
  }
  if (lead.cashAdvanceApplicationId) {
    await tx.cashAdvanceApplication.update({
      where: { id: lead.cashAdvanceApplicationId },
      data: { businessName: '' },
    });
  }
  const owner = [
    lead.guestLeadId && { guestLeadId: lead.guestLeadId },
    lead.loanApplicationId && { loanApplicationId: lead.loanApplicationId },
    lead.cashAdvanceApplicationId && { cashAdvanceApplicationId: lead.cashAdvanceApplicationId },
  ].find(Boolean);
  if (owner) {
    await tx.callbackRequest.updateMany({ where: owner, data: { name: '', phone: '', email: null } });
    // The event and invitee addresses open the booking with the person's name in the scheduling service.
    const calls = await tx.scheduledCall.findMany({ where: owner, select: { id: true } });
    for (const call of calls) {
      await tx.scheduledCall.update({
        where: { id: call.id },
        data: { eventUri: `erased:${call.id}`, inviteeUri: '' },
      });
    }
  }
  await eraseDeliveries(tx, leadId);
  await tx.leadEvent.updateMany({
    where: { leadId, type: 'note_added' },
    data: { detail: { text: 'Note erased with the personal data' } },
  });
  await tx.lead.update({
    where: { id: leadId },
    data: {
      businessName: null,
      personName: null,
      email: null,
      phone: null,
      postCode: null,
      searchText: '',
      // A hash of the answers is personal data too.
      fingerprint: null,
      erasedAt: new Date(),
    },
  });
  await tx.leadEvent.create({ data: { leadId, type: 'erased', actorId } });
  await audit(tx, { actorId, action: actorId ? 'lead.erase' : 'retention.erase', leadId });
  return true;
}
