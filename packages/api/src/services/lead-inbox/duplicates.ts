import type { DbTransaction } from '@sme/db';

/**
 * The submission an identical one made within the window, or null; takes the fingerprint's lock for the rest of
 * the transaction first. Two identical requests at once queue on that lock (a transaction-scoped advisory lock,
 * the same on PGlite and PostgreSQL), so the second sees the first's committed lead and is answered from it.
 * A unique index could not say "within 10 minutes" without splitting the window into fixed slots.
 */
export async function earlierSubmission(
  tx: DbTransaction,
  fingerprint: string,
  windowMs: number,
): Promise<{ id: string } | null> {
  await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${fingerprint}))`;
  const lead = await tx.lead.findFirst({
    where: { fingerprint, createdAt: { gte: new Date(Date.now() - windowMs) } },
    orderBy: { createdAt: 'desc' },
    select: {
      contactEnquiryId: true,
      popupLeadId: true,
      partnerRegistrationId: true,
      guestLeadId: true,
      loanApplicationId: true,
      cashAdvanceApplicationId: true,
    },
  });
  if (!lead) return null;
  const id = Object.values(lead).find((value) => value !== null);
  return id ? { id } : null;
}
