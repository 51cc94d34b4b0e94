import { partnerMessages } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import { publicProcedure } from '../../trpc.ts';
import { sessionUserOf } from '../admin/procedures.ts';

/**
 * A portal procedure: a live session of a partner account, with the partner it belongs to. Staff sessions are
 * refused like none: the portal shows a partner their own referrals, and nobody else's.
 */
export const partnerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const found = await sessionUserOf(ctx);
  const partner =
    found?.role === 'partner'
      ? await ctx.prisma.partner.findUnique({
          where: { userId: found.id },
          select: { id: true, name: true, code: true },
        })
      : null;
  if (!found || !partner || !ctx.consoleAuth || !ctx.http) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: partnerMessages.signInRequired });
  }
  return next({
    ctx: { ...ctx, consoleAuth: ctx.consoleAuth, http: ctx.http, partner: { ...partner, email: found.email } },
  });
});
