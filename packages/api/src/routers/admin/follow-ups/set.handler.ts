import { consoleMessages, followUpMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { notFound, rejected } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import type { setFollowUpInput } from './follow-ups.schema.ts';

type SignedIn = Context & { user: ConsoleUser };

/**
 * "Remind me": the user's follow-up on a lead at a time. One open follow-up per lead and user: setting it again
 * moves it. On the lead's timeline (who and for when) and audited. A lead that was erased, or whose person asked
 * not to be contacted, takes none.
 */
export async function setFollowUpHandler(ctx: SignedIn, input: z.output<typeof setFollowUpInput>) {
  const lead = await ctx.prisma.lead.findUnique({
    where: { id: input.leadId },
    select: { id: true, erasedAt: true, doNotContactAt: true },
  });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  if (lead.erasedAt) throw rejected(followUpMessages.erased);
  if (lead.doNotContactAt) throw rejected(followUpMessages.doNotContact);
  const dueAt = input.dueAt;
  const followUp = await ctx.prisma.$transaction(async (tx) => {
    // Two clicks or two tabs at once take turns here, so the second moves the first's follow-up, not a second one.
    await tx.$queryRaw`SELECT 1 AS locked FROM pg_advisory_xact_lock(hashtext(${`follow-up:${lead.id}:${ctx.user.id}`}))`;
    const open = await tx.followUp.findFirst({
      where: { leadId: lead.id, userId: ctx.user.id, doneAt: null },
      select: { id: true },
    });
    const saved = open
      ? await tx.followUp.update({ where: { id: open.id }, data: { dueAt }, select: { id: true, dueAt: true } })
      : await tx.followUp.create({
          data: { leadId: lead.id, userId: ctx.user.id, dueAt },
          select: { id: true, dueAt: true },
        });
    const detail = { dueAt: dueAt.toISOString() };
    await tx.lead.update({ where: { id: lead.id }, data: { lastActivityAt: new Date() } });
    await tx.leadEvent.create({ data: { leadId: lead.id, type: 'follow_up_set', actorId: ctx.user.id, detail } });
    await audit(tx, { actorId: ctx.user.id, action: 'lead.follow-up', leadId: lead.id, detail });
    return saved;
  });
  return { id: followUp.id, dueAt: followUp.dueAt.toISOString() };
}
