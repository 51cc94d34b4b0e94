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
import type { ConsoleUser } from '../procedures.ts';
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

/**
 * Signs a console user in. A wrong e-mail and a wrong password get the same answer; five tries for one address
 * from one client address lock that pair, whether or not the account exists, so the lock tells nothing either.
 * Each attempt is counted before its password is checked (sign-in-throttle.ts).
 */
export async function signInHandler(ctx: Context, input: z.output<typeof signInInput>): Promise<ConsoleUser> {
  const { consoleAuth, http } = ctx;
  if (!consoleAuth || !http) throw new TRPCError({ code: 'UNAUTHORIZED', message: consoleMessages.signInRequired });
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
  await attemptSucceeded(ctx.prisma, attempt);
  forwardCookies(http, result.headers);
  const { user } = result.response;
  const role = (user as { role?: string }).role === 'admin' ? 'admin' : 'agent';
  await audit(ctx.prisma, { actorId: user.id, action: 'sign-in' });
  return { id: user.id, name: user.name, email: user.email, role };
}

/** What a failed attempt answers; whatever the reason, the attempt stays counted. */
async function refusal(ctx: Context, attempt: AdmittedAttempt, error: unknown): Promise<unknown> {
  const lock = await attemptFailed(ctx.prisma, attempt);
  if (!isAPIError(error)) return error;
  if (error.body?.code === 'BANNED_USER')
    return new TRPCError({ code: 'FORBIDDEN', message: consoleMessages.disabled });
  if (lock) return lockedError(lock);
  return new TRPCError({ code: 'UNAUTHORIZED', message: consoleMessages.wrongCredentials });
}
