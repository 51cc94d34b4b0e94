import { consoleMessages, formatUkTime } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { clearFailures, lockedUntil, recordFailure } from '../../../services/console-auth/sign-in-throttle.ts';
import type { ConsoleUser } from '../procedures.ts';
import { forwardCookies } from './cookies.ts';
import type { signInInput } from './sign-in.schema.ts';

const lockedError = (until: Date) =>
  new TRPCError({ code: 'TOO_MANY_REQUESTS', message: consoleMessages.locked(formatUkTime(until)) });

/**
 * Signs a console user in. A wrong e-mail and a wrong password get the same answer; five wrong tries for one
 * address lock it, whether or not the account exists, so the lock tells nothing either.
 */
export async function signInHandler(ctx: Context, input: z.output<typeof signInInput>): Promise<ConsoleUser> {
  const { consoleAuth, http } = ctx;
  if (!consoleAuth || !http) throw new TRPCError({ code: 'UNAUTHORIZED', message: consoleMessages.signInRequired });
  const locked = await lockedUntil(ctx.prisma, input.email);
  if (locked) throw lockedError(locked);
  try {
    const result = await consoleAuth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers: http.headers,
      returnHeaders: true,
    });
    await clearFailures(ctx.prisma, input.email);
    forwardCookies(http, result.headers);
    const { user } = result.response;
    const role = (user as { role?: string }).role === 'admin' ? 'admin' : 'agent';
    await audit(ctx.prisma, { actorId: user.id, action: 'sign-in' });
    return { id: user.id, name: user.name, email: user.email, role };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === 'BANNED_USER')
      throw new TRPCError({ code: 'FORBIDDEN', message: consoleMessages.disabled });
    const lock = await recordFailure(ctx.prisma, input.email);
    if (lock) throw lockedError(lock);
    throw new TRPCError({ code: 'UNAUTHORIZED', message: consoleMessages.wrongCredentials });
  }
}
