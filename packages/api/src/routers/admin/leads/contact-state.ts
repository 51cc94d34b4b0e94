import {
  BOOKING_SCREEN_REACHED,
  LEFT_AT_BOOKING_SCREEN,
  notWaitingStatuses,
  officeTimeBetween,
  openingFrom,
  waitingOf,
  type LeadKindValue,
  type LeadStatusValue,
  type OfficeCalendar,
  type OfficeClock,
  type Waiting,
} from '@sme/domain';
import type { Context } from '../../../context.ts';
import { calendarOf } from '../../../services/office-hours/office-calendar.ts';

/** The columns the waiting clock and the contact log read, besides the inbox row's own. */
export const contactStateSelect = {
  reachableAt: true,
  firstContactAt: true,
  doNotContactAt: true,
  contactAttempts: true,
  // With the row's kind and progress: why a lead nobody can reach is so (unreachableOf).
  lastActivityAt: true,
} as const;

/** One reading of the office clock for a whole answer: every row of a page waits up to the same moment. */
export interface ClockReading {
  calendar: OfficeCalendar;
  now: Date;
  /** What the console needs to keep the clocks ticking on screen until it next asks. */
  clock: OfficeClock;
}

export function readClock(ctx: Pick<Context, 'officeHours'>, now = new Date()): ClockReading {
  const calendar = calendarOf(ctx);
  const opening = openingFrom(calendar, now);
  return {
    calendar,
    now,
    clock: {
      asOf: now.toISOString(),
      opensAt: opening?.start.toISOString() ?? null,
      closesAt: opening?.end.toISOString() ?? null,
    },
  };
}

interface ContactStateData {
  status: LeadStatusValue;
  erasedAt: Date | null;
  reachableAt: Date | null;
  firstContactAt: Date | null;
  doNotContactAt: Date | null;
  kind?: LeadKindValue;
  progress?: string;
  lastActivityAt?: Date;
}

/** The kinds whose visitor answers every question before any phone or e-mail is asked for: the funding ones. */
const askedOnlyAtBooking: readonly LeadKindValue[] = ['business_loan', 'cash_advance'];

/**
 * Why nobody can reach a lead, when it is known: a funding application answered in full whose visitor left the
 * booking screen with neither a booking nor a callback request ("Not reachable yet: left at the booking screen"),
 * and when they left it (their last step).
 */
function unreachableOf(lead: ContactStateData): { reason: string; at: string } | null {
  if (lead.reachableAt || lead.erasedAt || !lead.kind || !askedOnlyAtBooking.includes(lead.kind)) return null;
  if (lead.progress !== BOOKING_SCREEN_REACHED || !lead.lastActivityAt) return null;
  return { reason: LEFT_AT_BOOKING_SCREEN, at: lead.lastActivityAt.toISOString() };
}

/**
 * Whether the business can reach the lead, and how long it has waited for a first contact (office time). The same
 * rule as waitingWhere, which the "To answer" view and the tab title's count select by: a lead waits once reachable,
 * until a call or e-mail is logged, unless it was marked do not contact, erased or closed.
 */
export function contactStateOf(lead: ContactStateData, { calendar, now }: ClockReading) {
  const waiting =
    lead.reachableAt &&
    !lead.firstContactAt &&
    !lead.doNotContactAt &&
    !lead.erasedAt &&
    !(notWaitingStatuses as readonly string[]).includes(lead.status);
  return {
    reachable: lead.reachableAt !== null,
    unreachable: unreachableOf(lead),
    waiting: waiting ? waitingOf(officeTimeBetween(calendar, lead.reachableAt!, now)) : (null as Waiting | null),
    doNotContact: lead.doNotContactAt !== null,
  };
}
