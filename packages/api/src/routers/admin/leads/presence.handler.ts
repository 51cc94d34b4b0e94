import { consoleMessages, PRESENCE_WINDOW_MS } from '@sme/domain';
import type { Context } from '../../../context.ts';
import { notFound } from '../../../trpc.ts';
import type { ConsoleUser } from '../procedures.ts';

type PresenceContext = Pick<Context, 'prisma'> & { user: ConsoleUser };

/** Someone else with the lead open in the last 2 minutes. */
export interface LeadViewer {
  id: string;
  name: string;
}

/** The others on the lead now, this user left out, longest there first. */
export async function viewersHandler(
  ctx: PresenceContext,
  input: { id: string },
  now = new Date(),
): Promise<LeadViewer[]> {
  const rows = await ctx.prisma.leadViewer.findMany({
    where: {
      leadId: input.id,
      userId: { not: ctx.user.id },
      seenAt: { gt: new Date(now.getTime() - PRESENCE_WINDOW_MS) },
      NOT: { user: { banned: true } },
    },
    orderBy: { openedAt: 'asc' },
    select: { user: { select: { id: true, name: true } } },
  });
  return rows.map((row) => row.user);
}

/**
 * This user has the lead open (as it opens, then once a minute): answers the others on it. Rows nobody has renewed
 * for a day go as well, so the table holds only the last day's visits.
 */
export async function viewingHandler(
  ctx: PresenceContext,
  input: { id: string },
  now = new Date(),
): Promise<LeadViewer[]> {
  const exists = await ctx.prisma.lead.count({ where: { id: input.id } });
  if (!exists) throw notFound(consoleMessages.leadNotFound);
  const stale = new Date(now.getTime() - PRESENCE_WINDOW_MS);
  const existing = await ctx.prisma.leadViewer.findUnique({
    where: { leadId_userId: { leadId: input.id, userId: ctx.user.id } },
    select: { seenAt: true },
  });
  await ctx.prisma.leadViewer.upsert({
    where: { leadId_userId: { leadId: input.id, userId: ctx.user.id } },
    create: { leadId: input.id, userId: ctx.user.id, openedAt: now, seenAt: now },
    // Back after the window: a new visit, listed after those already there.
    update: existing && existing.seenAt <= stale ? { openedAt: now, seenAt: now } : { seenAt: now },
  });
  await ctx.prisma.leadViewer.deleteMany({ where: { seenAt: { lt: new Date(now.getTime() - 24 * 60 * 60_000) } } });
  return viewersHandler(ctx, input, now);
}

/** This user closed the lead: the others see at once that they left. */
export async function leaveHandler(ctx: PresenceContext, input: { id: string }): Promise<{ left: boolean }> {
  const { count } = await ctx.prisma.leadViewer.deleteMany({ where: { leadId: input.id, userId: ctx.user.id } });
  return { left: count > 0 };
}
