import {
  consoleMessages,
  formatUkDateTime,
  leadStatusLabels,
  stepSavedText,
  type LeadKindValue,
  type LeadStatusValue,
} from '@sme/domain';
import type { Context } from '../../../context.ts';
import { notFound } from '../../../trpc.ts';
import { leadDeliveries } from '../../../services/lead-delivery/lead-deliveries.ts';
import { readSubmission, sourceLinkSelect, sourceOf } from '../../../services/lead-kinds/registry.ts';
import { leadRowSelect, toLeadRow } from './lead-row.ts';

type EventDetail = {
  step?: string;
  from?: LeadStatusValue;
  to?: LeadStatusValue;
  text?: string;
  assignee?: string | null;
};

/** A timeline entry in people's words. */
function describe(kind: LeadKindValue, type: string, detail: EventDetail): string {
  switch (type) {
    case 'created':
      return 'Lead received';
    case 'step_saved':
      return stepSavedText(kind, detail.step);
    case 'call_booked':
      return 'Call booked';
    case 'callback_requested':
      return 'Callback requested';
    case 'status_changed':
      return `Status changed from ${leadStatusLabels[detail.from ?? 'new']} to ${leadStatusLabels[detail.to ?? 'new']}`;
    case 'note_added':
      return detail.text ?? '';
    case 'assigned':
      return detail.assignee ? `Assigned to ${detail.assignee}` : 'Unassigned';
    case 'erased':
      return 'Personal data erased';
    default:
      return type;
  }
}

/** A lead's page: the inbox row, every answer with its label, the product, the booked calls and the timeline. */
export async function detailHandler(ctx: Context, input: { id: string }) {
  const lead = await ctx.prisma.lead.findUnique({
    where: { id: input.id },
    select: {
      ...leadRowSelect,
      ...sourceLinkSelect,
      events: { orderBy: { createdAt: 'asc' }, include: { actor: { select: { name: true } } } },
    },
  });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  const source = sourceOf(lead);
  const submission = source && (await readSubmission(ctx.prisma, source));
  const { answers, product, calls } = submission?.details ?? { answers: [], product: null, calls: [] };
  return {
    ...toLeadRow(lead),
    answers,
    product,
    calls,
    deliveries: await leadDeliveries(ctx.prisma, lead.id),
    timeline: lead.events.map((event) => ({
      id: event.id,
      type: event.type,
      at: event.createdAt.toISOString(),
      when: formatUkDateTime(event.createdAt),
      who: event.actor?.name ?? (event.actorId ? 'A removed user' : event.type === 'erased' ? 'Retention' : 'Visitor'),
      text: describe(lead.kind, event.type, event.detail as EventDetail),
    })),
  };
}
