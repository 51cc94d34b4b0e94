import type { Context } from '../../../context.ts';
import { dueNowWhere } from '../../../services/lead-inbox/waiting.ts';

/** How many leads are due for a first contact now: the number in the console's tab title, "(3) Leads – Console". */
export async function waitingCountHandler(ctx: Pick<Context, 'prisma'>): Promise<{ waiting: number }> {
  return { waiting: await ctx.prisma.lead.count({ where: dueNowWhere(new Date()) }) };
}
