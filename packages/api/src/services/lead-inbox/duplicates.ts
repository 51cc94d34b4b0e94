import type { DbTransaction, Prisma } from '@sme/db';
import { sourceLinkSelect, sourceOf } from '../lead-kinds/registry.ts';

/**
 * The submission an identical one made within the window (its own id and its lead's), or null. A lead still holding the fingerprint from
 * before the window gives it up here, so the submission about to be stored can take it (Lead.fingerprint is
 * unique). No lock: two identical submissions at once both find nothing, and the unique index lets only one of
 * them store its lead; the other fails with a repeat conflict (isRepeatConflict) and, tried again, finds the first.
 */
export async function earlierSubmission(
  db: Prisma | DbTransaction,
  fingerprint: string,
  windowMs: number,
): Promise<{ id: string; leadId: string } | null> {
  const lead = await db.lead.findUnique({
    where: { fingerprint },
    select: { id: true, kind: true, createdAt: true, ...sourceLinkSelect },
  });
  if (!lead) return null;
  if (lead.createdAt.getTime() < Date.now() - windowMs) {
    // The fingerprint is the one it was read with: a lead that took it meanwhile keeps it.
    await db.lead.updateMany({ where: { id: lead.id, fingerprint }, data: { fingerprint: null } });
    return null;
  }
  const source = sourceOf(lead);
  return source && { id: source.id, leadId: lead.id };
}

/** Whether a write failed because another lead holds the submission's fingerprint (Lead.fingerprint is unique). */
export function isRepeatConflict(error: unknown): boolean {
  const meta = (error as { meta?: { driverAdapterError?: { cause?: unknown } } } | null)?.meta;
  const cause = meta?.driverAdapterError?.cause as
    { kind?: string; originalMessage?: string; constraint?: { fields?: string[]; index?: string } } | undefined;
  if (cause?.kind !== 'UniqueConstraintViolation') return false;
  return (
    cause.constraint?.fields?.includes('fingerprint') === true ||
    cause.constraint?.index === 'Lead_fingerprint_key' ||
    cause.originalMessage?.includes('Lead_fingerprint_key') === true
  );
}

/**
 * Runs a store of a fingerprinted submission, once more when an identical one stored its lead first: the second
 * run finds that lead and answers from it. Twice is enough: the lead that won keeps the fingerprint for the window.
 */
export async function withRepeatRetry<T>(store: () => Promise<T>): Promise<T> {
  try {
    return await store();
  } catch (error) {
    if (!isRepeatConflict(error)) throw error;
    return store();
  }
}
