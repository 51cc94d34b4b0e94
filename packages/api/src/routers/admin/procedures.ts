import { consoleMessages, type ConsoleRole } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import type { Context } from '../../context.ts';
import { publicProcedure } from '../../trpc.ts';
import { forwardCookies } from './session/cookies.ts';

/** The signed-in console user a procedure acts as. */
export interface ConsoleUser {
  id: string;
  name: string;
  email: string;
  role: ConsoleRole;
}

/**
 * A stored role as the console reads it: admin, editor, agent (also an account made before roles), or not staff
 * (null: a partner).
 */
export function staffRoleOf(role: string | null | undefined): ConsoleRole | null {
  if (role === 'admin' || role === 'editor') return role;
  return role === 'agent' || role == null ? 'agent' : null;
}

/** Whose session a request carries: the user and their role as stored (admin, agent or partner), or null. */
export async function sessionUserOf(ctx: Context) {
  const { consoleAuth, http } = ctx;
  if (!consoleAuth || !http) return null;
  const found = await consoleAuth.api.getSession({ headers: http.headers, returnHeaders: true });
  // A session used after an hour gets a later end, and the cookie says so.
  forwardCookies(http, found.headers);
  const session = found.response;
  if (!session || session.user.banned) return null;
  const { id, name, email } = session.user;
  return { id, name, email, role: (session.user as { role?: string | null }).role ?? null };
}

/**
 * Any signed-in staff member (admin, agent or editor) who is not disabled: their own session, and reading the
 * site's content. A partner's session is refused like none: the portal's sign-in opens nothing of the console.
 */
export const staffProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const found = await sessionUserOf(ctx);
  const role = staffRoleOf(found?.role);
  if (!found || !role || !ctx.consoleAuth || !ctx.http) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: consoleMessages.signInRequired });
  }
  const user: ConsoleUser = { id: found.id, name: found.name, email: found.email, role };
  return next({ ctx: { ...ctx, consoleAuth: ctx.consoleAuth, http: ctx.http, user } });
});

/**
 * Working the leads (admins and agents): everything that shows a lead or a person. An editor edits the site's content
 * and sees no one's data.
 */
export const consoleProcedure = staffProcedure.use(({ ctx, next }) => {
  if (ctx.user.role === 'editor')
    throw new TRPCError({ code: 'FORBIDDEN', message: consoleMessages.leadsNotForEditors });
  return next();
});

/** Editing the site's content (posts, images, the card-machine catalogue): admins and editors; agents only read it. */
export const contentEditProcedure = staffProcedure.use(({ ctx, next }) => {
  if (ctx.user.role === 'agent')
    throw new TRPCError({ code: 'FORBIDDEN', message: consoleMessages.contentEditorsOnly });
  return next();
});

/** Only for admins: managing users, erasing people's data, reading the audit log. */
export const adminProcedure = staffProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: consoleMessages.adminOnly });
  return next();
});
