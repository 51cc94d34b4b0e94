import type { DbTransaction, LeadKind } from '@sme/db';

/** A partner's commission per won lead of a kind, in pence: their own rate, else the default, else nothing set (0). */
export async function commissionFor(tx: DbTransaction, partnerId: string, kind: LeadKind): Promise<number> {
  const own = await tx.partnerRate.findUnique({ where: { partnerId_kind: { partnerId, kind } } });
  if (own) return own.amountPence;
  const fallback = await tx.commissionRate.findUnique({ where: { kind } });
  return fallback?.amountPence ?? 0;
}

/**
 * Makes a lead's earning agree with the lead, in the caller's transaction: a Won lead referred by a partner has one
 * earning, for that partner, at the rate in force when it was first marked Won (kept while it stays Won with that
 * partner); any other lead has none. Call it after a change of the lead's status or partner.
 */
export async function settleEarning(tx: DbTransaction, leadId: string): Promise<void> {
  const lead = await tx.lead.findUnique({
    where: { id: leadId },
    select: { id: true, kind: true, status: true, partnerId: true, earning: true },
  });
  if (!lead) return;
  const owed = lead.status === 'won' && lead.partnerId !== null;
  if (!owed) {
    if (lead.earning) await tx.partnerEarning.delete({ where: { leadId } });
    return;
  }
  if (lead.earning?.partnerId === lead.partnerId) return;
  if (lead.earning) await tx.partnerEarning.delete({ where: { leadId } });
  const partnerId = lead.partnerId as string;
  const amountPence = await commissionFor(tx, partnerId, lead.kind);
  await tx.partnerEarning.create({ data: { leadId, partnerId, kind: lead.kind, amountPence, wonAt: new Date() } });
}
