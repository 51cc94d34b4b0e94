import { consoleMessages, formatUkDateTime, type ConsoleRole } from '@sme/domain';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import type { Context, HttpExchange } from '../../../context.ts';
import { audit, type AuditAction } from '../../../services/audit.ts';
import type { ConsoleAuth } from '../../../services/console-auth/auth.ts';
import { heldBackAccounts, unlockSignIn } from '../../../services/console-auth/sign-in-throttle.ts';
import { notFound, rejected } from '../../../trpc.ts';
import { staffRoleOf, type ConsoleUser } from '../procedures.ts';
import type { createUserInput, setDisabledInput, setRoleInput, unlockSignInInput } from './users.schema.ts';

type AdminContext = Context & { user: ConsoleUser; consoleAuth: ConsoleAuth; http: HttpExchange };

// Only staff are read here (staffOnly), so a role the console does not know is an account made before roles.
const roleOf = (role: string | null | undefined): ConsoleRole => staffRoleOf(role) ?? 'agent';

/** The audit log's line for what the signed-in admin did to a user. */
const auditUser = (ctx: AdminContext, action: string, subjectId: string, detail?: AuditAction['detail']) =>
  audit(ctx.prisma, { actorId: ctx.user.id, action, subjectId, detail });

/**
 * The console's users: staff (admins, agents, editors, and accounts made before roles). Partners sign in by the same
 * library to their own portal and are no one here: not listed, not assignable, not edited as staff.
 */
export const staffOnly = { OR: [{ role: null }, { role: { in: ['admin', 'agent', 'editor'] } }] };

/**
 * The staff who work leads: admins, agents and accounts made before roles. Editors see no lead, so none is ever
 * theirs: not by assignment, not by turns (round-robin.ts reads the same roles).
 */
export const leadWorkers = { OR: [{ role: null }, { role: { in: ['admin', 'agent'] } }] };

/** Everyone a lead can be assigned to: console users who work leads and are not disabled. */
export async function assigneesHandler(ctx: Context) {
  const users = await ctx.prisma.user.findMany({
    where: { AND: [leadWorkers, { OR: [{ banned: false }, { banned: null }] }] },
    orderBy: { name: 'asc' },
    select: { id: true, name: true },
  });
  return users;
}

export async function listUsersHandler(ctx: AdminContext) {
  const users = await ctx.prisma.user.findMany({ where: staffOnly, orderBy: { createdAt: 'asc' } });
  const heldBack = await heldBackAccounts(
    ctx.prisma,
    users.map((user) => user.email),
  );
  return users.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: roleOf(user.role),
    disabled: user.banned === true,
    created: formatUkDateTime(user.createdAt),
    isYou: user.id === ctx.user.id,
    /** Locked for some client address after wrong passwords, or slowed by the account-wide brake. */
    signInLocked: heldBack.has(user.email),
  }));
}

/**
 * Lifts every sign-in lock and the account-wide brake of a user, for every client address: for a member of staff
 * locked out by someone else's guesses. Allowed on yourself (it changes nothing about who you are).
 */
export async function unlockSignInHandler(ctx: AdminContext, input: z.output<typeof unlockSignInInput>) {
  const user = await ctx.prisma.user.findFirst({
    where: { id: input.userId, ...staffOnly },
    select: { id: true, email: true },
  });
  if (!user) throw notFound(consoleMessages.userNotFound);
  const cleared = await unlockSignIn(ctx.prisma, user.email);
  await auditUser(ctx, 'user.unlock', user.id, { cleared });
  return { unlocked: true };
}

export async function createUserHandler(ctx: AdminContext, input: z.output<typeof createUserInput>) {
  try {
    const { user } = await ctx.consoleAuth.api.createUser({
      body: { name: input.name, email: input.email, password: input.password, role: input.role },
      headers: ctx.http.headers,
    });
    await auditUser(ctx, 'user.create', user.id, { role: input.role });
    return { id: user.id };
  } catch (error) {
    if (isAPIError(error) && /exist/i.test(String(error.body?.code ?? error.message))) {
      throw rejected(consoleMessages.emailTaken);
    }
    throw error;
  }
}

async function otherUser(ctx: AdminContext, userId: string) {
  if (userId === ctx.user.id) throw rejected(consoleMessages.notOnYourself);
  const user = await ctx.prisma.user.findFirst({ where: { id: userId, ...staffOnly }, select: { id: true } });
  if (!user) throw notFound(consoleMessages.userNotFound);
  return user;
}

export async function setRoleHandler(ctx: AdminContext, input: z.output<typeof setRoleInput>) {
  const user = await otherUser(ctx, input.userId);
  await ctx.consoleAuth.api.setRole({ body: { userId: user.id, role: input.role }, headers: ctx.http.headers });
  // An editor can no longer reach the switches (they are lead work): they go off, so a return to agent starts
  // off duty and silent rather than with what was left on. Round robin skips editors whatever this says.
  if (input.role === 'editor') {
    await ctx.prisma.user.update({ where: { id: user.id }, data: { onDuty: false, newLeadAlerts: false } });
  }
  await auditUser(ctx, 'user.role', user.id, { role: input.role });
  return { role: input.role };
}

/** Disabling signs the user out everywhere (the library deletes their sessions) and refuses their sign-in. */
export async function setDisabledHandler(ctx: AdminContext, input: z.output<typeof setDisabledInput>) {
  const user = await otherUser(ctx, input.userId);
  if (input.disabled) {
    await ctx.consoleAuth.api.banUser({
      body: { userId: user.id, banReason: 'Disabled in the console' },
      headers: ctx.http.headers,
    });
  } else {
    await ctx.consoleAuth.api.unbanUser({ body: { userId: user.id }, headers: ctx.http.headers });
  }
  await auditUser(ctx, input.disabled ? 'user.disable' : 'user.enable', user.id);
  return { disabled: input.disabled };
}
