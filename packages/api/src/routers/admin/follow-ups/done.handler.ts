import { followUpMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { notFound } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import type { followUpIdInput } from './follow-ups.schema.ts';

type SignedIn = Context & { user: ConsoleUser };

/**
 * Marks the user's own follow-up done; audited. Done twice (a double click, two tabs) is still done. Someone else's
 * follow-up is refused as one that does not exist: each agent's reminders are their own.
 */
export async function doneFollowUpHandler(ctx: SignedIn, input: z.output<typeof followUpIdInput>) {
  const followUp = await ctx.prisma.followUp.findUnique({
    where: { id: input.id },
    select: { id: true, userId: true, leadId: true, doneAt: true },
  });
  if (!followUp || followUp.userId !== ctx.user.id) throw notFound(followUpMessages.notFound);
  if (followUp.doneAt) return { done: true };
  await ctx.prisma.$transaction(async (tx) => {
    const { count } = await tx.followUp.updateMany({
      where: { id: followUp.id, doneAt: null },
      data: { doneAt: new Date() },
    });
    if (count === 1) await audit(tx, { actorId: ctx.user.id, action: 'lead.follow-up-done', leadId: followUp.leadId });
  });
  return { done: true };
}
