import { describeFollowUpDue, formatUkDateTime, leadKindLabels } from '@sme/domain';
import type { Context } from '../../../context.ts';
import type { ConsoleUser } from '../procedures.ts';

type SignedIn = Context & { user: ConsoleUser };

/** More than any agent keeps open; the list stays one quick read. */
const MOST = 500;

/**
 * The user's open follow-ups, soonest first, split into those due now and those to come, each with what the agent
 * needs to pick it up: the lead (its business's name, or the person's, and its kind) and when, in UK words. A lead
 * erased since, or whose person asked not to be contacted, drops out: nobody should be reminded to call them.
 */
export async function myFollowUpsHandler(ctx: SignedIn) {
  const now = new Date();
  const open = await ctx.prisma.followUp.findMany({
    where: { userId: ctx.user.id, doneAt: null, lead: { erasedAt: null, doNotContactAt: null } },
    orderBy: [{ dueAt: 'asc' }, { createdAt: 'asc' }],
    take: MOST,
    select: {
      id: true,
      dueAt: true,
      lead: { select: { id: true, kind: true, businessName: true, personName: true } },
    },
  });
  const items = open.map((followUp) => {
    const kindLabel = leadKindLabels[followUp.lead.kind];
    return {
      id: followUp.id,
      leadId: followUp.lead.id,
      businessName: followUp.lead.businessName,
      title: followUp.lead.businessName ?? followUp.lead.personName ?? `${kindLabel} lead`,
      kindLabel,
      dueAt: followUp.dueAt.toISOString(),
      /** e.g. "tomorrow at 09:00" (UK time). */
      when: describeFollowUpDue(followUp.dueAt, now),
      /** e.g. "27 Nov 2026 09:00" (UK time), for a screen reader and a tooltip. */
      dueText: formatUkDateTime(followUp.dueAt),
      due: followUp.dueAt.getTime() <= now.getTime(),
    };
  });
  return {
    now: now.toISOString(),
    due: items.filter((item) => item.due),
    upcoming: items.filter((item) => !item.due),
  };
}
