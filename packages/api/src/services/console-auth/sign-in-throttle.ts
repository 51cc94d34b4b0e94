import type { Prisma } from '@sme/db';
import { signInBrake, signInLock } from '@sme/domain';
import { setTimeout as sleep } from 'node:timers/promises';

const minutes = (n: number) => n * 60_000;

/** The account-wide row's address: no client address is empty. */
const ACCOUNT_WIDE = '';

/** An attempt that may check its password: what settling it needs to find its own rows again. */
export interface AdmittedAttempt {
  admitted: true;
  email: string;
  address: string;
  /** Its number in the window of its account and address: a success clears the count only if it was the last. */
  number: number;
  windowStart: Date;
  accountWindowStart: Date;
  /** How long it waits before its password is checked (the account-wide brake). */
  waitMs: number;
}

export type SignInReservation = AdmittedAttempt | { admitted: false; lockedUntil: Date };

interface ThrottleRow {
  attempts: number;
  windowStart: Date;
  lockedUntil: Date | null;
}

/** The wait before the password of the account's `attempts`-th attempt within the hour is checked. */
export function brakeDelayMs(attempts: number): number {
  const over = attempts - signInBrake.failures;
  if (over <= 0) return 0;
  return Math.min(over * signInBrake.stepSeconds, signInBrake.maxSeconds) * 1000;
}

/** How often an attempt held back by others still being checked looks again, and for how long at most. */
const HELD_POLL_MS = 50;
/** Longer than any check takes, the account-wide brake's longest wait included. */
const HELD_MAX_MS = (signInBrake.maxSeconds + 5) * 1000;

/**
 * Counts a sign-in attempt before its password is checked, in one statement per row, so attempts sent together
 * (concurrently, or in one batch) each take a number and none can slip past the lock while others are being
 * checked. A window admits five attempts that are failed or still being checked; a right password takes its
 * attempt back. When five are being checked, the next waits for one of them to settle: five wrong ones lock the
 * account and address, and the wait ends in that lock; a right one makes room. So five wrong passwords at most are
 * ever checked in a window, and staff behind one address signing in together are never locked out by each other.
 */
export async function reserveAttempt(
  prisma: Prisma,
  email: string,
  address: string,
  now = new Date(),
): Promise<SignInReservation> {
  const started = performance.now();
  for (let at = now; ; at = new Date()) {
    const reservation = await tryReserve(prisma, email, address, at);
    if (reservation) return reservation;
    const row = await prisma.signInThrottle.findUnique({
      where: { email_address: { email, address } },
      select: { windowStart: true, lockedUntil: true },
    });
    const current = new Date();
    if (row?.lockedUntil && row.lockedUntil > current) return { admitted: false, lockedUntil: row.lockedUntil };
    // Still full after the longest check: an attempt that never settled (its server stopped mid-check) holds its
    // place until the window ends.
    if (row && performance.now() - started > HELD_MAX_MS) {
      return { admitted: false, lockedUntil: new Date(row.windowStart.getTime() + minutes(signInLock.windowMinutes)) };
    }
    await sleep(HELD_POLL_MS);
  }
}

/** Takes a place in the window, or null when there is none (a running lock, or five failed or being checked). */
async function tryReserve(prisma: Prisma, email: string, address: string, now: Date): Promise<AdmittedAttempt | null> {
  await forgetOldAttempts(prisma, now);
  const windowFloor = new Date(now.getTime() - minutes(signInLock.windowMinutes));
  // A window that has passed, with no lock still running, starts the count again. A full window, or a locked one,
  // is left as it is: the row is not updated and nothing is returned.
  const [own] = await prisma.$queryRaw<Pick<ThrottleRow, 'attempts' | 'windowStart'>[]>`
    INSERT INTO "SignInThrottle" AS t (email, address, attempts, "inFlight", "windowStart", "lockedUntil")
    VALUES (${email}, ${address}, 1, 1, ${now}::timestamp(3), NULL)
    ON CONFLICT (email, address) DO UPDATE SET
      attempts = CASE WHEN t."windowStart" <= ${windowFloor}::timestamp(3) THEN 1 ELSE t.attempts + 1 END,
      "inFlight" = CASE WHEN t."windowStart" <= ${windowFloor}::timestamp(3) THEN 1 ELSE t."inFlight" + 1 END,
      "windowStart" = CASE WHEN t."windowStart" <= ${windowFloor}::timestamp(3) THEN ${now}::timestamp(3)
        ELSE t."windowStart" END,
      "lockedUntil" = NULL
    WHERE (t."lockedUntil" IS NULL OR t."lockedUntil" <= ${now}::timestamp(3))
      AND (t."windowStart" <= ${windowFloor}::timestamp(3) OR t.attempts < ${signInLock.failures}::int)
    RETURNING attempts, "windowStart"`;
  if (!own) return null;
  const account = await reserveAccountWide(prisma, email, now);
  return {
    admitted: true,
    email,
    address,
    number: own.attempts,
    windowStart: own.windowStart,
    accountWindowStart: account.windowStart,
    waitMs: brakeDelayMs(account.attempts),
  };
}

/** The account's count over every address for the brake's hour. */
async function reserveAccountWide(prisma: Prisma, email: string, now: Date): Promise<ThrottleRow> {
  const hourFloor = new Date(now.getTime() - minutes(signInBrake.windowMinutes));
  const [row] = await prisma.$queryRaw<ThrottleRow[]>`
    INSERT INTO "SignInThrottle" AS t (email, address, attempts, "windowStart")
    VALUES (${email}, ${ACCOUNT_WIDE}, 1, ${now}::timestamp(3))
    ON CONFLICT (email, address) DO UPDATE SET
      attempts = CASE WHEN t."windowStart" <= ${hourFloor}::timestamp(3) THEN 1 ELSE t.attempts + 1 END,
      "windowStart" = CASE WHEN t."windowStart" <= ${hourFloor}::timestamp(3) THEN ${now}::timestamp(3)
        ELSE t."windowStart" END
    RETURNING attempts, "windowStart", "lockedUntil"`;
  return row!;
}

/**
 * A wrong password: it stays counted, and the fifth failed one in the window locks the account and address.
 * Returns when that lock ends, or null while there is none.
 */
export async function attemptFailed(prisma: Prisma, attempt: AdmittedAttempt, now = new Date()): Promise<Date | null> {
  const lockEnd = new Date(now.getTime() + minutes(signInLock.lockMinutes));
  const [row] = await prisma.$queryRaw<Pick<ThrottleRow, 'lockedUntil'>[]>`
    UPDATE "SignInThrottle" SET "inFlight" = GREATEST("inFlight" - 1, 0),
      "lockedUntil" = CASE
        WHEN attempts - GREATEST("inFlight" - 1, 0) >= ${signInLock.failures}::int
          AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${now}::timestamp(3)) THEN ${lockEnd}::timestamp(3)
        ELSE "lockedUntil" END
    WHERE email = ${attempt.email} AND address = ${attempt.address}
      AND "windowStart" = ${attempt.windowStart}::timestamp(3)
    RETURNING "lockedUntil"`;
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * The right password. It clears its address's count only when no other attempt from there was being checked
 * beside it or came after it: a success never wipes out guesses made alongside it. Otherwise it takes back its own
 * attempt alone. The account-wide count loses this attempt alone too.
 */
export async function attemptSucceeded(prisma: Prisma, attempt: AdmittedAttempt): Promise<void> {
  const cleared = await prisma.$executeRaw`
    DELETE FROM "SignInThrottle"
    WHERE email = ${attempt.email} AND address = ${attempt.address}
      AND "windowStart" = ${attempt.windowStart}::timestamp(3)
      AND attempts = ${attempt.number}::int AND "inFlight" = 1`;
  // Two right passwords at once from one address (two tabs, two colleagues behind one office router) must not
  // count as a wrong one each: left counted, a busy office locked itself out.
  if (cleared === 0) {
    await prisma.$executeRaw`
      UPDATE "SignInThrottle" SET "inFlight" = GREATEST("inFlight" - 1, 0), attempts = GREATEST(attempts - 1, 0)
      WHERE email = ${attempt.email} AND address = ${attempt.address}
        AND "windowStart" = ${attempt.windowStart}::timestamp(3)`;
  }
  await prisma.$executeRaw`
    UPDATE "SignInThrottle" SET attempts = GREATEST(attempts - 1, 0)
    WHERE email = ${attempt.email} AND address = ${ACCOUNT_WIDE}
      AND "windowStart" = ${attempt.accountWindowStart}::timestamp(3)`;
}

/** Clears every count and lock of the account, from every address (an admin's unlock). */
export async function unlockSignIn(prisma: Prisma, email: string): Promise<number> {
  const { count } = await prisma.signInThrottle.deleteMany({ where: { email } });
  return count;
}

/**
 * The accounts among these whose sign-in is held back now: locked for at least one address, or under the
 * account-wide brake.
 */
export async function heldBackAccounts(prisma: Prisma, emails: string[], now = new Date()): Promise<Set<string>> {
  const hourFloor = new Date(now.getTime() - minutes(signInBrake.windowMinutes));
  const rows = await prisma.signInThrottle.findMany({
    where: {
      email: { in: emails },
      OR: [
        { lockedUntil: { gt: now } },
        { address: ACCOUNT_WIDE, windowStart: { gt: hourFloor }, attempts: { gt: signInBrake.failures } },
      ],
    },
    select: { email: true },
  });
  return new Set(rows.map((row) => row.email));
}

/**
 * Client addresses are kept no longer than the counts need them: a row goes once its window (at most the brake's
 * hour) and its lock have passed.
 */
async function forgetOldAttempts(prisma: Prisma, now: Date): Promise<void> {
  const hourFloor = new Date(now.getTime() - minutes(signInBrake.windowMinutes));
  // Rows another sign-in holds are left for the next one: two of these deletes waiting on each other's rows could
  // deadlock, and one of the sign-ins would fail.
  await prisma.$executeRaw`
    DELETE FROM "SignInThrottle" WHERE (email, address) IN (
      SELECT email, address FROM "SignInThrottle"
      WHERE "windowStart" <= ${hourFloor}::timestamp(3)
        AND ("lockedUntil" IS NULL OR "lockedUntil" <= ${now}::timestamp(3))
      FOR UPDATE SKIP LOCKED)`;
}
