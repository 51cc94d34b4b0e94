import { consoleMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../../context.ts';
import { audit } from '../../../services/audit.ts';
import { settleEarning } from '../../../services/partners/earnings.ts';
import { notFound, rejected } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';
import { leadWorkers } from '../users/users.handler.ts';
import type { addNoteInput, assignInput, setStatusInput } from './work.schema.ts';

type WorkContext = Context & { user: ConsoleUser };

/** Staff acting on a lead count as contact: the retention period runs from the last of them. */
async function findLead(ctx: WorkContext, id: string) {
  const lead = await ctx.prisma.lead.findUnique({
    where: { id },
    select: { id: true, status: true, assigneeId: true },
  });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  return lead;
}

export async function setStatusHandler(ctx: WorkContext, input: z.output<typeof setStatusInput>) {
  const lead = await findLead(ctx, input.id);
  if (lead.status === input.status) return { status: input.status };
  await ctx.prisma.$transaction(async (tx) => {
    const detail = { from: lead.status, to: input.status };
    await tx.lead.update({ where: { id: lead.id }, data: { status: input.status, lastActivityAt: new Date() } });
    await tx.leadEvent.create({ data: { leadId: lead.id, type: 'status_changed', actorId: ctx.user.id, detail } });
    await audit(tx, { actorId: ctx.user.id, action: 'lead.status', leadId: lead.id, detail });
    // Won with a partner: their commission; moved away from Won: none.
    await settleEarning(tx, lead.id);
  });
  return { status: input.status };
}

export async function addNoteHandler(ctx: WorkContext, input: z.output<typeof addNoteInput>) {
  const lead = await findLead(ctx, input.id);
  const requestKey = input.key ?? null;
  if (requestKey && (await noteStored(ctx, lead.id, requestKey))) return { added: true };
  try {
    await ctx.prisma.$transaction(async (tx) => {
      await tx.lead.update({ where: { id: lead.id }, data: { lastActivityAt: new Date() } });
      await tx.leadEvent.create({
        data: { leadId: lead.id, type: 'note_added', actorId: ctx.user.id, detail: { text: input.text }, requestKey },
      });
      // The audit records that a note was written, not what it says (the lead's timeline has that).
      await audit(tx, { actorId: ctx.user.id, action: 'lead.note', leadId: lead.id });
    });
  } catch (error) {
    // Two sends of one note at once: the key is unique, so the second fails here, and finds the first stored.
    if (requestKey && (await noteStored(ctx, lead.id, requestKey))) return { added: true };
    throw error;
  }
  return { added: true };
}

/**
 * Whether this user's note with this key is on this lead already. A key someone else used, or used on another
 * lead, is refused rather than taken as this note.
 */
async function noteStored(ctx: WorkContext, leadId: string, requestKey: string): Promise<boolean> {
  const stored = await ctx.prisma.leadEvent.findUnique({
    where: { requestKey },
    select: { leadId: true, actorId: true },
  });
  if (!stored) return false;
  if (stored.leadId !== leadId || stored.actorId !== ctx.user.id) throw rejected(consoleMessages.noteKeyTaken);
  return true;
}

export async function assignHandler(ctx: WorkContext, input: z.output<typeof assignInput>) {
  const lead = await findLead(ctx, input.id);
  const assignee = input.assigneeId
    ? await ctx.prisma.user.findFirst({
        where: { id: input.assigneeId, ...leadWorkers },
        select: { id: true, name: true, banned: true },
      })
    : null;
  if (input.assigneeId && (!assignee || assignee.banned)) throw rejected(consoleMessages.userNotFound);
  if (lead.assigneeId === (assignee?.id ?? null))
    return { assignee: assignee && { id: assignee.id, name: assignee.name } };
  await ctx.prisma.$transaction(async (tx) => {
    await tx.lead.update({ where: { id: lead.id }, data: { assigneeId: assignee?.id ?? null } });
    await tx.leadEvent.create({
      data: { leadId: lead.id, type: 'assigned', actorId: ctx.user.id, detail: { assignee: assignee?.name ?? null } },
    });
    await audit(tx, {
      actorId: ctx.user.id,
      action: 'lead.assign',
      leadId: lead.id,
      ...(assignee ? { subjectId: assignee.id } : {}),
    });
  });
  return { assignee: assignee && { id: assignee.id, name: assignee.name } };
}
