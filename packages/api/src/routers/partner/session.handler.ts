import { partnerMessages } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { audit } from '../../services/audit.ts';
import { invitedUserOf } from '../../services/partners/invitation.ts';
import { rejected } from '../../trpc.ts';
import { signInThrough, type SignInDoor } from '../admin/session/sign-in.handler.ts';
import type { signInInput } from '../admin/session/sign-in.schema.ts';
import type { setPasswordInput } from './partner.schema.ts';

/** The portal's door: partner accounts only; staff are answered as a wrong password is. */
const partnerDoor: SignInDoor<'partner'> = {
  roleOf: (stored) => (stored === 'partner' ? 'partner' : null),
  signInRequired: partnerMessages.signInRequired,
};

/** Signs a partner in: the console's sign-in (same throttle, same answers) for partner accounts. */
export async function signInHandler(ctx: Context, input: z.output<typeof signInInput>) {
  const { id, name, email } = await signInThrough(ctx, input, partnerDoor);
  return { id, name, email };
}

/**
 * Sets a partner's password from their invitation's link: once, within its hours, through the library's own
 * reset-password (which spends the token in the same transaction as the password).
 */
export async function setPasswordHandler(ctx: Context, input: z.output<typeof setPasswordInput>) {
  if (!ctx.consoleAuth) throw new TRPCError({ code: 'UNAUTHORIZED', message: partnerMessages.signInRequired });
  const userId = await invitedUserOf(ctx.consoleAuth, input.token);
  const user = userId
    ? await ctx.prisma.user.findUnique({ where: { id: userId }, select: { id: true, email: true, role: true } })
    : null;
  if (!user || user.role !== 'partner') throw rejected(partnerMessages.linkExpired);
  try {
    await ctx.consoleAuth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    // Used a moment ago by another tab, or expired in between.
    if (isAPIError(error)) throw rejected(partnerMessages.linkExpired);
    throw error;
  }
  await audit(ctx.prisma, { actorId: user.id, action: 'partner.password-set', subjectId: user.id });
  return { email: user.email };
}
