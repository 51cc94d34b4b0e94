import type { DbTransaction } from '@sme/db';
import { audit } from '../audit.ts';
import { eraseDeliveries } from '../lead-delivery/lead-deliveries.ts';
import { eraseSubmission, sourceOf } from '../lead-kinds/registry.ts';
import { eraseContactNotes } from './erase-contact-notes.ts';

/**
 * Blanks one lead's personal data: the visitor's answers that name or reach a person (names, e-mail, phone,
 * addresses, messages, business names, the booked call's invitee) and the notes staff wrote about them. What
 * remains is an anonymous count: kind, dates, status, service and product. The timeline and the audit log say
 * who erased it and when (null: the retention job).
 */
function withoutLandingPages(lead: { firstTouch: unknown; lastTouch: unknown }) {
  const blank = (touch: unknown) =>
    touch && typeof touch === 'object' ? { ...(touch as Record<string, string | null>), landingPage: null } : undefined;
  return { firstTouch: blank(lead.firstTouch), lastTouch: blank(lead.lastTouch) };
}

export async function eraseLead(tx: DbTransaction, leadId: string, actorId: string | null): Promise<boolean> {
  const lead = await tx.lead.findUnique({ where: { id: leadId } });
  if (!lead || lead.erasedAt) return false;
  const source = sourceOf(lead);
  if (source) await eraseSubmission(tx, source);
  await eraseDeliveries(tx, leadId);
  await tx.leadEvent.updateMany({
    where: { leadId, type: 'note_added' },
    data: { detail: { text: 'Note erased with the personal data' } },
  });
  await eraseContactNotes(tx, leadId);
  // What the scheduling service said of a booking keeps its change and time, not who booked.
  await tx.$executeRaw`
    UPDATE "LeadEvent" SET "detail" = "detail" - 'name'
    WHERE "leadId" = ${leadId}::uuid AND "type" = 'booking_updated'`;
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
      // The channel stays (an anonymous count for the reports); a landing page's query is whatever a link carried.
      ...withoutLandingPages(lead),
      erasedAt: new Date(),
    },
  });
  await tx.leadEvent.create({ data: { leadId, type: 'erased', actorId } });
  await audit(tx, { actorId, action: actorId ? 'lead.erase' : 'retention.erase', leadId });
  return true;
}
