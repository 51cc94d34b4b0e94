import {
  callbackWindowOf,
  callsDueDays,
  callsDueHeading,
  endOfUkDay,
  formatClockTime,
  formatShortDay,
  leadKindLabels,
  notWaitingStatuses,
  ukDay,
  type LeadKindValue,
} from '@sme/domain';
import type { Context } from '../../../context.ts';
import { calendarOf } from '../../../services/office-hours/office-calendar.ts';

/** More than a team calls in three days: the view stays one quick read. */
const MOST = 500;

/** A lead someone may still call: open, not erased, and they did not ask to be left alone. */
const openLead = {
  erasedAt: null,
  doNotContactAt: null,
  status: { notIn: [...notWaitingStatuses] },
};

const leadSelect = {
  select: {
    id: true,
    kind: true,
    businessName: true,
    personName: true,
    phone: true,
    lastContactAt: true,
    lastReachedAt: true,
  },
} as const;

/** A call's lead is reached through its quote or application, whichever it belongs to. */
const throughSource = (where: object) => [
  { guestLead: { lead: where } },
  { loanApplication: { lead: where } },
  { cashAdvanceApplication: { lead: where } },
];
const sourceSelect = {
  guestLead: { select: { lead: leadSelect } },
  loanApplication: { select: { lead: leadSelect } },
  cashAdvanceApplication: { select: { lead: leadSelect } },
} as const;

interface CallLead {
  id: string;
  kind: LeadKindValue;
  businessName: string | null;
  personName: string | null;
  phone: string | null;
  lastContactAt: Date | null;
  lastReachedAt: Date | null;
}
interface Sourced {
  guestLead: { lead: CallLead | null } | null;
  loanApplication: { lead: CallLead | null } | null;
  cashAdvanceApplication: { lead: CallLead | null } | null;
}
const leadOf = (call: Sourced) =>
  call.guestLead?.lead ?? call.loanApplication?.lead ?? call.cashAdvanceApplication?.lead ?? null;

/**
 * Done with: someone reached the person after the call was booked or asked for; or its time is over and an attempt
 * was logged once it had come (no answer at the time they chose: the contact cadence carries the lead on, in "To
 * answer"). An attempt before their time leaves the call here: the customer is still expecting it.
 */
const settled = (lead: CallLead, call: { madeAt: Date; from: Date; until: Date }, now: Date) =>
  (lead.lastReachedAt !== null && lead.lastReachedAt > call.madeAt) ||
  (call.until <= now && lead.lastContactAt !== null && lead.lastContactAt >= call.from);

/**
 * "Calls due": every booked call and callback request still to answer, up to the end of the last of today and the
 * next open days, overdue first (a booked call whose start has passed, a callback whose window has), then by time.
 * Each with when, what kind of call, who, their phone, a callback's reference and its lead. The browser groups them
 * by day (and moves one to overdue as its time passes): `days` are the days shown, with their headings.
 */
export async function callsDueHandler(ctx: Context) {
  const now = new Date();
  const calendar = calendarOf(ctx);
  const days = callsDueDays(calendar, now);
  const today = days[0]!;
  const lastDay = days.at(-1)!;
  const until = endOfUkDay(lastDay);

  const [booked, callbacks] = await Promise.all([
    ctx.prisma.scheduledCall.findMany({
      where: {
        startAt: { lt: until },
        rescheduled: false,
        AND: [{ OR: [{ eventStatus: null }, { eventStatus: { not: 'canceled' } }] }, { OR: throughSource(openLead) }],
      },
      orderBy: { startAt: 'asc' },
      take: MOST,
      select: {
        id: true,
        startAt: true,
        endAt: true,
        createdAt: true,
        inviteeName: true,
        inviteePhone: true,
        ...sourceSelect,
      },
    }),
    // A callback whose day has passed is still owed; days are yyyy-mm-dd, so they compare as text. The latest
    // request of a lead is the one staff act on (stored before days were: its day is worked out below).
    ctx.prisma.callbackRequest.findMany({
      where: { OR: [{ callDay: { lte: lastDay } }, { callDay: null }], AND: [{ OR: throughSource(openLead) }] },
      orderBy: { createdAt: 'desc' },
      take: MOST,
      select: {
        id: true,
        name: true,
        phone: true,
        reference: true,
        callDay: true,
        bestTime: true,
        createdAt: true,
        ...sourceSelect,
      },
    }),
  ]);

  const items = [];
  for (const call of booked) {
    const lead = leadOf(call);
    if (!lead || !call.startAt) continue;
    if (settled(lead, { madeAt: call.createdAt, from: call.startAt, until: call.startAt }, now)) continue;
    const end = call.endAt && call.endAt > call.startAt ? `–${formatClockTime(call.endAt)}` : '';
    items.push({
      id: `call:${call.id}`,
      type: 'booked' as const,
      typeLabel: 'Booked call',
      day: ukDay(call.startAt),
      at: call.startAt.toISOString(),
      /** Overdue from here on. */
      dueBy: call.startAt.toISOString(),
      time: `${formatClockTime(call.startAt)}${end}`,
      dayText: formatShortDay(call.startAt),
      personName: call.inviteeName ?? lead.personName,
      phone: call.inviteePhone ?? lead.phone,
      reference: null,
      ...leadPart(lead),
    });
  }
  const seen = new Set<string>();
  for (const request of callbacks) {
    const lead = leadOf(request);
    if (!lead || seen.has(lead.id)) continue;
    seen.add(lead.id);
    const window = callbackWindowOf(calendar, request);
    if (settled(lead, { madeAt: request.createdAt, from: window.start, until: window.end }, now)) continue;
    if (window.day > lastDay) continue;
    items.push({
      id: `callback:${request.id}`,
      type: 'callback' as const,
      typeLabel: 'Callback',
      day: window.day,
      at: window.start.toISOString(),
      dueBy: window.end.toISOString(),
      time: window.text,
      dayText: formatShortDay(window.start),
      personName: request.name,
      phone: request.phone,
      reference: request.reference,
      ...leadPart(lead),
    });
  }
  const overdue = (item: { dueBy: string }) => Date.parse(item.dueBy) <= now.getTime();
  items.sort((a, b) => Number(overdue(b)) - Number(overdue(a)) || a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
  return {
    now: now.toISOString(),
    days: days.map((day) => ({ day, heading: callsDueHeading(day, today) })),
    items: items.map((item) => ({ ...item, overdue: overdue(item) })),
  };
}

function leadPart(lead: CallLead) {
  const kindLabel = leadKindLabels[lead.kind];
  return {
    leadId: lead.id,
    kindLabel,
    businessName: lead.businessName,
    title: lead.businessName ?? lead.personName ?? `${kindLabel} lead`,
  };
}
