import type { Context } from '../../../context.ts';
import { couldNotReachWhere, dueNowWhere } from '../../../services/lead-inbox/waiting.ts';

/**
 * How many leads are due for a first contact now: the number in the console's tab title, "(3) Leads – Console"; and
 * how many wait in "Could not reach" to be closed (its tab shows only then).
 */
export async function waitingCountHandler(
  ctx: Pick<Context, 'prisma'>,
): Promise<{ waiting: number; couldNotReach: number }> {
  const [waiting, couldNotReach] = await Promise.all([
    ctx.prisma.lead.count({ where: dueNowWhere(new Date()) }),
    ctx.prisma.lead.count({ where: couldNotReachWhere }),
  ]);
  return { waiting, couldNotReach };
}
