import type { Prisma } from '@sme/db';
import { signInLock } from '@sme/domain';

const minutes = (n: number) => n * 60_000;

/** When the account's sign-in lock ends, or null when it may try now. */
export async function lockedUntil(prisma: Prisma, email: string, now = new Date()): Promise<Date | null> {
  const row = await prisma.signInThrottle.findUnique({ where: { email } });
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * Counts a wrong password for the account; the fifth within the window locks it. Returns when the lock ends,
 * or null while it is not locked.
 */
export async function recordFailure(prisma: Prisma, email: string, now = new Date()): Promise<Date | null> {
  const windowStart = new Date(now.getTime() - minutes(signInLock.windowMinutes));
  const row = await prisma.$transaction(async (tx) => {
    const current = await tx.signInThrottle.findUnique({ where: { email } });
    // A window that has passed (or a lock that has ended) starts the count again.
    const fresh = !current || current.firstFailureAt < windowStart;
    const failures = fresh ? 1 : current.failures + 1;
    const locked = failures >= signInLock.failures ? new Date(now.getTime() + minutes(signInLock.lockMinutes)) : null;
    const data = { failures, firstFailureAt: fresh ? now : current.firstFailureAt, lockedUntil: locked };
    return tx.signInThrottle.upsert({ where: { email }, create: { email, ...data }, update: data });
  });
  return row.lockedUntil;
}

/** A right password clears the count. */
export async function clearFailures(prisma: Prisma, email: string): Promise<void> {
  await prisma.signInThrottle.deleteMany({ where: { email } });
}
