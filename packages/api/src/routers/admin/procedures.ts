import { consoleMessages, type ConsoleRole } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { publicProcedure } from '../../trpc.ts';
import { forwardCookies } from './session/cookies.ts';

/** The signed-in console user a procedure acts as. */
export interface ConsoleUser {
  id: string;
  name: string;
  email: string;
  role: ConsoleRole;
}

/** A console procedure: a live session of a user who is not disabled, whatever the role. */
export const consoleProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const { consoleAuth, http } = ctx;
  if (!consoleAuth || !http) throw new TRPCError({ code: 'UNAUTHORIZED', message: consoleMessages.signInRequired });
  const found = await consoleAuth.api.getSession({ headers: http.headers, returnHeaders: true });
  // A session used after an hour gets a later end, and the cookie says so.
  forwardCookies(http, found.headers);
  const session = found.response;
  if (!session || session.user.banned) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: consoleMessages.signInRequired });
  }
  const role: ConsoleRole = session.user.role === 'admin' ? 'admin' : 'agent';
  const user: ConsoleUser = { id: session.user.id, name: session.user.name, email: session.user.email, role };
  return next({ ctx: { ...ctx, consoleAuth, http, user } });
});

/** Only for admins: managing users, erasing people's data, reading the audit log. */
export const adminProcedure = consoleProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: consoleMessages.adminOnly });
  return next();
});
