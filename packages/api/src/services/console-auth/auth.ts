import { createHash } from 'node:crypto';
import type { Prisma } from '@sme/db';
import { CONSOLE_PASSWORD_MAX, CONSOLE_PASSWORD_MIN } from '@sme/domain';
import { betterAuth } from 'better-auth';
import { prismaAdapter } from 'better-auth/adapters/prisma';
import { admin } from 'better-auth/plugins';
import { adminAc, defaultAc } from 'better-auth/plugins/admin/access';

/**
 * Agents work leads; only admins manage users (the plugin's user and session permissions). Partners of the affiliate
 * programme sign in by the same means to their own portal, and to nothing of the console.
 */
const roles = {
  admin: adminAc,
  agent: defaultAc.newRole({ user: [], session: [] }),
  editor: defaultAc.newRole({ user: [], session: [] }),
  partner: defaultAc.newRole({ user: [], session: [] }),
};

/** better-auth's reset-password tokens' prefix: the partners' set-password links are such tokens (invitation.ts). */
export const RESET_PASSWORD = 'reset-password:';

/**
 * A set-password token as it is stored: its SHA-256, under the same prefix (invitation.ts finds a partner's links by
 * it). Whoever reads the database or a backup cannot use a link from it; the token itself is only in the e-mail.
 */
const storedResetToken = async (identifier: string) =>
  `${RESET_PASSWORD}${createHash('sha256').update(identifier.slice(RESET_PASSWORD.length)).digest('base64url')}`;

export interface ConsoleAuthOptions {
  prisma: Prisma;
  /** Signs the session cookie: AUTH_SECRET, or the one kept in the database. */
  secret: string;
  /** The site's own address; sign-in is served by the console's procedures, never by better-auth's routes. */
  baseURL: string;
}

/**
 * Console sign-in: better-auth keeps users, password hashes (scrypt) and sessions in the database through its
 * Prisma adapter; its admin plugin holds roles and disabled (banned) users. Its HTTP routes are not mounted:
 * the console's tRPC procedures call its API and pass its cookies on.
 */
export function createConsoleAuth({ prisma, secret, baseURL }: ConsoleAuthOptions) {
  return betterAuth({
    appName: 'SME Compare console',
    baseURL,
    secret,
    database: prismaAdapter(prisma, { provider: 'postgresql' }),
    emailAndPassword: {
      enabled: true,
      // Accounts are made by an admin or from the command line, never by a visitor.
      disableSignUp: true,
      minPasswordLength: CONSOLE_PASSWORD_MIN,
      maxPasswordLength: CONSOLE_PASSWORD_MAX,
      // A password set from a link (a partner's invitation) ends every session opened with the one before.
      revokeSessionsOnPasswordReset: true,
    },
    verification: {
      storeIdentifier: { default: 'plain' as const, overrides: { [RESET_PASSWORD]: { hash: storedResetToken } } },
    },
    session: {
      // A working day; each use within it moves the end on (at most once an hour).
      expiresIn: 60 * 60 * 12,
      updateAge: 60 * 60,
      // Every request reads the session from the database, so a disabled user is out at once.
      cookieCache: { enabled: false },
    },
    // Wrong passwords are counted per account by the sign-in procedure (SignInThrottle).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'sme-console',
      // The Secure flag is set per request by the server (HTTPS directly or through the proxy).
      useSecureCookies: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      // Staff addresses are not personal data we need.
      ipAddress: { disableIpTracking: true },
    },
    telemetry: { enabled: false },
    // Its warnings name each failed sign-in; the audit log and the lock count those.
    logger: { level: 'error' },
    plugins: [admin({ roles, defaultRole: 'agent', adminRoles: ['admin'] })],
  });
}

export type ConsoleAuth = ReturnType<typeof createConsoleAuth>;
