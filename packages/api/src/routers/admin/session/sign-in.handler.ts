import { consoleMessages, formatUkTime } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { isAPIError } from 'better-auth/api';
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import type { Context, HttpExchange } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { lockAddress } from '../../../services/console-auth/client-address.ts';
import {
  attemptFailed,
  attemptSucceeded,
  reserveAttempt,
  type AdmittedAttempt,
} from '../../../services/console-auth/sign-in-throttle.ts';
import { staffRoleOf, type ConsoleUser } from '../procedures.ts';
import { forwardCookies } from './cookies.ts';
import type { signInInput } from './sign-in.schema.ts';

const lockedError = (until: Date) =>
  new TRPCError({ code: 'TOO_MANY_REQUESTS', message: consoleMessages.locked(formatUkTime(until)) });

/**
 * Sign-in and sign-out answer only a request of their own: in a batch, attempts would share one request's
 * cookies, and a success would be answered beside failures counted in the same breath.
 */
export function refuseInBatch(http: HttpExchange) {
  if ((http.calls ?? 1) > 1) throw new TRPCError({ code: 'BAD_REQUEST', message: consoleMessages.signInAlone });
}

/** Who may sign in where: the console takes staff, the partners' portal takes partners. */
export interface SignInDoor<Role> {
  /** The role as the door reads it, or null: that account is refused exactly as a wrong password is. */
  roleOf(stored: string | null | undefined): Role | null;
  /** What a call without console sign-in set up (no auth, no HTTP exchange) is told. */
  signInRequired: string;
}

/** The console's door: admins, agents and editors (an editor then reaches the content only). */
const consoleDoor: SignInDoor<ConsoleUser['role']> = {
  roleOf: staffRoleOf,
  signInRequired: consoleMessages.signInRequired,
};

/** What refusal() is given for an account of the wrong kind: answered as a wrong password. */
const WRONG_DOOR = Symbol('wrong door');

/**
 * Signs a console user in. A wrong e-mail and a wrong password get the same answer; five tries for one address
 * from one client address lock that pair, whether or not the account exists, so the lock tells nothing either.
 * Each attempt is counted before its password is checked (sign-in-throttle.ts).
 */
export async function signInHandler(ctx: Context, input: z.output<typeof signInInput>): Promise<ConsoleUser> {
  return signInThrough(ctx, input, consoleDoor);
}

/**
 * Signs in through a door: the library checks the password; an account the door does not take (a partner at the
 * console, staff at the portal) loses the session it was just given and is answered, and counted, as a wrong
 * password, so neither sign-in tells which accounts exist on the other side.
 */
export async function signInThrough<Role>(
  ctx: Context,
  input: z.output<typeof signInInput>,
  door: SignInDoor<Role>,
): Promise<{ id: string; name: string; email: string; role: Role }> {
  const { consoleAuth, http } = ctx;
  if (!consoleAuth || !http) throw new TRPCError({ code: 'UNAUTHORIZED', message: door.signInRequired });
  refuseInBatch(http);
  const attempt = await reserveAttempt(ctx.prisma, input.email, lockAddress(http.address));
  if (!attempt.admitted) throw lockedError(attempt.lockedUntil);
  if (attempt.waitMs > 0) await sleep(attempt.waitMs);
  let result;
  try {
    result = await consoleAuth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: http.headers,
      returnHeaders: true,
    });
  } catch (error) {
    throw await refusal(ctx, attempt, error);
  }
  const { user, token } = result.response;
  const role = door.roleOf((user as { role?: string | null }).role);
  if (role === null) {
    // Its cookie is never passed on, and the session it names goes at once.
    const { internalAdapter } = await consoleAuth.$context;
    await internalAdapter.deleteSession(token);
    throw await refusal(ctx, attempt, WRONG_DOOR);
  }
  await attemptSucceeded(ctx.prisma, attempt);
  forwardCookies(http, result.headers);
  await audit(ctx.prisma, { actorId: user.id, action: 'sign-in' });
  return { id: user.id, name: user.name, email: user.email, role };
}

/** What a failed attempt answers; whatever the reason, the attempt stays counted. */
async function refusal(ctx: Context, attempt: AdmittedAttempt, error: unknown): Promise<unknown> {
  const lock = await attemptFailed(ctx.prisma, attempt);
  if (error !== WRONG_DOOR && !isAPIError(error)) return error;
  if (isAPIError(error) && error.body?.code === 'BANNED_USER')
    return new TRPCError({ code: 'FORBIDDEN', message: consoleMessages.disabled });
  if (lock) return lockedError(lock);
  return new TRPCError({ code: 'UNAUTHORIZED', message: consoleMessages.wrongCredentials });
}
