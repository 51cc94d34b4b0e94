import type { DbTransaction } from '@sme/db';

/**
 * The words staff wrote with a logged call or e-mail, and why the person asked not to be contacted, may name or
 * describe them: erasure blanks them as it blanks notes. What stays is that contact happened, how it went and when,
 * and that the lead must not be contacted.
 */
export async function eraseContactNotes(tx: DbTransaction, leadId: string): Promise<void> {
  const events = await tx.leadEvent.findMany({
    where: { leadId, type: { in: ['contact_logged', 'do_not_contact'] } },
    select: { id: true, type: true, detail: true },
  });
  for (const event of events) {
    const detail = { ...(event.detail as Record<string, unknown>) };
    if (event.type === 'contact_logged') {
      if (!('text' in detail)) continue;
      delete detail.text;
    } else {
      detail.reason = 'Reason erased with the personal data';
    }
    await tx.leadEvent.update({ where: { id: event.id }, data: { detail: detail as object } });
  }
  await tx.lead.updateMany({
    where: { id: leadId, doNotContactReason: { not: null } },
    data: { doNotContactReason: 'Reason erased with the personal data' },
  });
}
