import type { Prisma } from '@sme/db';
import { isAPIError } from 'better-auth/api';
import type { ConsoleAuth } from './auth.ts';

/** The auth library's answer for a taken e-mail address, or the database's unique violation under it. */
function alreadyExists(error: unknown): boolean {
  if (isAPIError(error)) return error.body?.code === 'USER_ALREADY_EXISTS';
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === 'P2002') return true;
  }
  return false;
}

/**
 * Makes sure an admin account exists for this e-mail address. A new account gets the password; an existing one
 * becomes (or stays) an enabled admin. With `resetPassword` its password is set too (the command line); at start
 * it is not, so a password changed since is not put back by every restart.
 */
export async function ensureAdmin(
  auth: ConsoleAuth,
  prisma: Prisma,
  account: { email: string; password: string; name?: string; resetPassword?: boolean },
): Promise<'created' | 'updated'> {
  const email = account.email.trim().toLowerCase();
  let existing = await prisma.user.findUnique({ where: { email } });
  if (!existing) {
    try {
      await auth.api.createUser({
        body: { email, password: account.password, name: account.name ?? email.split('@')[0]!, role: 'admin' },
      });
      return 'created';
    } catch (error) {
      // Made meanwhile by another process (an instance without the start lock, the command line): it is there.
      if (!alreadyExists(error)) throw error;
      existing = await prisma.user.findUniqueOrThrow({ where: { email } });
    }
  }
  await prisma.user.update({
    where: { id: existing.id },
    data: { role: 'admin', banned: false, banReason: null, banExpires: null },
  });
  if (account.resetPassword) {
    const context = await auth.$context;
    const hash = await context.password.hash(account.password);
    await context.internalAdapter.updatePassword(existing.id, hash);
  }
  return 'updated';
}
