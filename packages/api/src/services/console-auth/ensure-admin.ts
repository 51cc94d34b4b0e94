import type { Prisma } from '@sme/db';
import type { ConsoleAuth } from './auth.ts';

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
  const existing = await prisma.user.findUnique({ where: { email } });
  if (!existing) {
    await auth.api.createUser({
      body: { email, password: account.password, name: account.name ?? email.split('@')[0]!, role: 'admin' },
    });
    return 'created';
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
