import { leadKindLabels, type LeadKindValue } from '@sme/domain';
import type { Context } from '../../../context.ts';
import { openUnreachedSalesWhere } from '../../../services/lead-inbox/waiting.ts';
import type { ConsoleUser } from '../procedures.ts';

/** How far ahead the console is told of: it reads the list again on every change to a lead, and at each one due. */
export const COMING_DUE_WINDOW_MS = 12 * 60 * 60_000;
/** More than a console could call in the window; the rest come as the list is read again. */
const COMING_DUE_MAX = 100;

/** A lead of "To answer" that falls due later: the console alerts its agent when it does. */
export interface ComingDueLead {
  id: string;
  /** The business's name, no person's: an alert shows on a lock screen. */
  businessName: string | null;
  kindLabel: string;
  dueAt: string;
  /** What falls due: the customer's callback window or booked call opens, or the cadence's next try. */
  reason: 'window' | 'next_try';
}

/**
 * The signed-in agent's leads (assigned to them, or to nobody yet) whose time comes in the next 12 hours: a callback
 * window or booked call that opens, or a next try of the cadence. Nothing is written when that time passes, so the
 * console sets a timer for each: the alert, and the tab title's count read again.
 */
export async function comingDueHandler(
  ctx: Pick<Context, 'prisma'> & { user: ConsoleUser },
  now = new Date(),
): Promise<ComingDueLead[]> {
  const rows = await ctx.prisma.lead.findMany({
    where: {
      ...openUnreachedSalesWhere,
      couldNotReachAt: null,
      dueAt: { gt: now, lte: new Date(now.getTime() + COMING_DUE_WINDOW_MS) },
      OR: [{ assigneeId: ctx.user.id }, { assigneeId: null }],
    },
    orderBy: [{ dueAt: 'asc' }, { id: 'asc' }],
    take: COMING_DUE_MAX,
    select: { id: true, businessName: true, kind: true, dueAt: true, nextTryAt: true },
  });
  return rows.map((row) => ({
    id: row.id,
    businessName: row.businessName,
    kindLabel: leadKindLabels[row.kind as LeadKindValue],
    dueAt: row.dueAt!.toISOString(),
    reason: row.nextTryAt ? 'next_try' : 'window',
  }));
}
