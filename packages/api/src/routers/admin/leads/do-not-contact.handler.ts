import { contactMessages, consoleMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { notFound, rejected } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import type { doNotContactInput } from './contact.schema.ts';

type WorkContext = Context & { user: ConsoleUser };

/**
 * Marks a lead do not contact, with the reason: its waiting clock stops (waitingWhere), the console hides its call
 * and e-mail links and refuses to log contact. Marking it again changes nothing: the first reason and time stand.
 */
export async function doNotContactHandler(ctx: WorkContext, input: z.output<typeof doNotContactInput>) {
  const lead = await ctx.prisma.lead.findUnique({
    where: { id: input.id },
    select: { id: true, erasedAt: true, doNotContactAt: true, doNotContactReason: true },
  });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  if (lead.erasedAt) throw rejected(contactMessages.erased);
  const now = new Date();
  const marked = await ctx.prisma.$transaction(async (tx) => {
    // Conditional: two agents marking it at once record it once.
    const changed = await tx.lead.updateMany({
      where: { id: lead.id, doNotContactAt: null, erasedAt: null },
      data: { doNotContactAt: now, doNotContactReason: input.reason, lastActivityAt: now },
    });
    if (changed.count === 0) return false;
    await tx.leadEvent.create({
      data: { leadId: lead.id, type: 'do_not_contact', actorId: ctx.user.id, detail: { reason: input.reason } },
    });
    // The reason is on the lead and its timeline; the audit records who marked it.
    await audit(tx, { actorId: ctx.user.id, action: 'lead.do_not_contact', leadId: lead.id });
    return true;
  });
  if (!marked) {
    const current = await ctx.prisma.lead.findUniqueOrThrow({
      where: { id: lead.id },
      select: { erasedAt: true, doNotContactAt: true, doNotContactReason: true },
    });
    if (current.erasedAt) throw rejected(contactMessages.erased);
    return { doNotContact: { at: current.doNotContactAt!.toISOString(), reason: current.doNotContactReason } };
  }
  return { doNotContact: { at: now.toISOString(), reason: input.reason } };
}
