import { partnerMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context, HttpExchange } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import type { ConsoleAuth } from '../../../services/console-auth/auth.ts';
import { dropSetPasswordLinks } from '../../../services/partners/invitation.ts';
import { notFound } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import type { setAccessInput } from './partners.schema.ts';

type AdminContext = Context & { user: ConsoleUser; consoleAuth: ConsoleAuth; http: HttpExchange };

/**
 * Turns a partner's portal access off (every session of theirs ends at once, and they cannot sign in or set a password
 * from an old link) or on again, as the console's users are disabled: the library's ban, audited. Their referral link
 * and the leads it brought stay as they are.
 */
export async function setAccessHandler(ctx: AdminContext, input: z.output<typeof setAccessInput>) {
  const partner = await ctx.prisma.partner.findUnique({ where: { id: input.partnerId }, select: { userId: true } });
  if (!partner) throw notFound(partnerMessages.partnerNotFound);
  if (input.disabled) {
    await ctx.consoleAuth.api.banUser({
      body: { userId: partner.userId, banReason: 'Portal access turned off in the console' },
      headers: ctx.http.headers,
    });
    // No set-password link of theirs may open the portal again.
    await dropSetPasswordLinks(ctx.prisma, partner.userId);
  } else {
    await ctx.consoleAuth.api.unbanUser({ body: { userId: partner.userId }, headers: ctx.http.headers });
  }
  await audit(ctx.prisma, {
    actorId: ctx.user.id,
    action: input.disabled ? 'partner.disable' : 'partner.enable',
    subjectId: partner.userId,
    detail: { partnerId: input.partnerId },
  });
  return { disabled: input.disabled };
}
