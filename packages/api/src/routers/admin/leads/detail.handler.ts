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
import { withCorrectionFields } from '../../../services/lead-kinds/correctable-answers.ts';
import {
  contactDetailOf,
  contactDetailSelect,
  describeContactEvent,
  type ContactEventDetail,
} from './contact-detail.ts';
import { readClock } from './contact-state.ts';
import { leadRowSelect, toLeadRow } from './lead-row.ts';
import { leadSourceOf, leadSourceSelect } from './lead-source.ts';
import { businessKeysSelect, linkedLeadsOf } from './linked-leads.ts';
import { callbackDetailOf } from './callback-detail.ts';

type EventDetail = ContactEventDetail & {
  step?: string;
  from?: LeadStatusValue;
  to?: LeadStatusValue;
  text?: string;
  assignee?: string | null;
  /** An assignment's maker when no one clicked it: 'round robin'. */
  by?: string;
  /** A follow-up's time (ISO). */
  dueAt?: string;
  /** A corrected answer: its label, and the value before and after. */
  label?: string;
  before?: string | null;
  after?: string | null;
  /** The values were blanked with the personal data. */
  erased?: boolean;
  /** What the scheduling service told us of a booking, and the call's time (ISO) when known. */
  change?: 'details' | 'canceled' | 'rescheduled';
  startAt?: string | null;
  name?: string | null;
};

/** A booking the scheduling service told us about, in people's words. */
function bookingUpdate(detail: EventDetail): string {
  switch (detail.change) {
    case 'canceled':
      return 'Booked call cancelled in the scheduling service';
    case 'rescheduled':
      return 'Booked call moved to another time';
    default: {
      const who = detail.name ? ` with ${detail.name}` : '';
      return detail.startAt
        ? `Booked call${who} on ${formatUkDateTime(detail.startAt)}`
        : `Booking details received${who}`;
    }
  }
}

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
      if (!detail.assignee) return 'Unassigned';
      return detail.by ? `Assigned to ${detail.assignee} (${detail.by})` : `Assigned to ${detail.assignee}`;
    case 'follow_up_set':
      return detail.dueAt ? `Follow-up set for ${formatUkDateTime(detail.dueAt)}` : 'Follow-up set';
    case 'note_deleted':
      return 'Note deleted';
    case 'answer_corrected':
      if (detail.erased) return `${detail.label ?? 'Answer'} corrected`;
      return `${detail.label ?? 'Answer'} corrected from "${detail.before || 'nothing'}" to "${detail.after || 'nothing'}"`;
    case 'booking_updated':
      return bookingUpdate(detail);
    case 'erased':
      return 'Personal data erased';
    case 'contact_logged':
    case 'do_not_contact':
      return describeContactEvent(type, detail) ?? type;
    default:
      return type;
  }
}

/** Who did what no signed-in person did: retention erases, round robin assigns, the visitor does the rest. */
function systemActor(type: string): string {
  if (type === 'erased') return 'Retention';
  if (type === 'booking_updated') return 'Scheduling service';
  if (type === 'assigned') return 'Round robin';
  return 'Visitor';
}

/** A lead's page: the inbox row, every answer with its label, the product, the booked calls and the timeline. */
export async function detailHandler(ctx: Context, input: { id: string }) {
  const lead = await ctx.prisma.lead.findUnique({
    where: { id: input.id },
    select: {
      ...leadRowSelect,
      ...sourceLinkSelect,
      ...contactDetailSelect,
      ...businessKeysSelect,
      ...leadSourceSelect,
      events: { orderBy: { createdAt: 'asc' }, include: { actor: { select: { name: true } } } },
    },
  });
  if (!lead) throw notFound(consoleMessages.leadNotFound);
  const source = sourceOf(lead);
  const submission = source && (await readSubmission(ctx.prisma, source));
  const { answers, product, calls } = submission?.details ?? { answers: [], product: null, calls: [] };
  // Without a token nothing reads a booking's details: a call not read before says so rather than "waiting".
  const readsBookings = ctx.bookingDetails === 'on';
  return {
    ...toLeadRow(lead),
    // Where it came from: source, medium, campaign, first and last touch, and "Referred by" (lead-source.ts).
    ...leadSourceOf(lead),
    // Each correctable answer carries its field id (admin.leads.correctAnswer); none once the data is erased.
    answers: withCorrectionFields(lead.kind, answers, !lead.erasedAt),
    // "Other enquiries from this business": the leads sharing its phone, e-mail or company (linked-leads.ts).
    linked: await linkedLeadsOf(ctx.prisma, lead),
    callback: lead.erasedAt ? null : callbackDetailOf(submission?.details.callback ?? null),
    product,
    // The calculators' inputs and the figures the visitor saw before applying (none once the data is erased).
    figures: lead.erasedAt ? null : (submission?.details.figures ?? null),
    calls: calls.map((call) =>
      call.details === 'received' || readsBookings ? call : { ...call, details: 'not configured' as const },
    ),
    deliveries: await leadDeliveries(ctx.prisma, lead.id),
    // The waiting clock, first contact, attempts and do not contact (contact-detail.ts).
    ...contactDetailOf(lead, lead.events, readClock(ctx)),
    timeline: lead.events.map((event) => ({
      id: event.id,
      type: event.type,
      at: event.createdAt.toISOString(),
      when: formatUkDateTime(event.createdAt),
      who: event.actor?.name ?? (event.actorId ? 'A removed user' : systemActor(event.type)),
      // Who wrote it: the console offers its author a Delete within NOTE_DELETE_MINUTES.
      actorId: event.actorId,
      text: describe(lead.kind, event.type, event.detail as EventDetail),
      // A logged call or e-mail's own note, shown under it.
      note: event.type === 'contact_logged' ? ((event.detail as ContactEventDetail).text ?? null) : null,
    })),
  };
}
