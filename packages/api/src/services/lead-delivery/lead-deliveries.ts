import type { DbTransaction, Prisma } from '@sme/db';
import { formatUkDateTime } from '@sme/domain';
import { audit } from '../audit.ts';
import { channelLabels } from './channels.ts';
import { DELIVERY_WINDOW_MS } from './record-event.ts';
import { leadEventTypes, type LeadEventKey } from './lead-event.ts';

const eventLabels: Record<LeadEventKey, string> = {
  lead_created: 'Lead received',
  lead_completed: 'Quote answered in full',
  call_booked: 'Call booked',
  callback_requested: 'Callback requested',
};

/** A lead's deliveries as its console page shows them, newest event first. */
export async function leadDeliveries(prisma: Prisma, leadId: string) {
  const rows = await prisma.delivery.findMany({
    where: { leadId },
    orderBy: [{ occurredAt: 'desc' }, { channel: 'asc' }],
  });
  return rows.map((row) => ({
    id: row.id,
    event: leadEventTypes[row.eventType],
    eventLabel: eventLabels[row.eventType],
    channel: row.channel,
    channelLabel: channelLabels[row.channel],
    status: row.status,
    attempts: row.attempts,
    occurredAt: formatUkDateTime(row.occurredAt),
    sentAt: row.sentAt && formatUkDateTime(row.sentAt),
    nextAttemptAt: row.status === 'pending' ? formatUkDateTime(row.nextAttemptAt) : null,
    lastError: row.lastError,
  }));
}

/**
 * An admin's "send again": the delivery is due now, with a new 24 hours of tries. A sent one is sent once more
 * (a receiver that lost it); the event keeps its id, so a receiver that has it can tell.
 */
export async function resendDelivery(prisma: Prisma, id: string, actorId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const row = await tx.delivery.findUnique({ where: { id }, include: { lead: { select: { erasedAt: true } } } });
    if (!row || row.lead.erasedAt) return false;
    const now = new Date();
    await tx.delivery.update({
      where: { id },
      data: {
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        giveUpAt: new Date(now.getTime() + DELIVERY_WINDOW_MS),
        lastError: null,
        sentAt: null,
      },
    });
    await audit(tx, { actorId, action: 'delivery.resend', leadId: row.leadId, detail: { channel: row.channel } });
    return true;
  });
}

/** With the lead's personal data: its deliveries' copies go, and what was still to send is not sent. */
export async function eraseDeliveries(tx: DbTransaction, leadId: string): Promise<void> {
  await tx.delivery.updateMany({
    where: { leadId, status: 'pending' },
    data: { status: 'failed', lastError: "The lead's personal data was erased before it was sent." },
  });
  await tx.delivery.updateMany({ where: { leadId }, data: { payload: {}, recipient: null, recipientKey: null } });
}
