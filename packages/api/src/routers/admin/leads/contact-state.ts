import {
  BOOKING_SCREEN_REACHED,
  couldNotReachText,
  nextTryText,
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
import { salesKinds } from '../../../services/lead-kinds/registry.ts';
import { calendarOf } from '../../../services/office-hours/office-calendar.ts';

/** The columns the waiting clock and the contact log read, besides the inbox row's own. */
export const contactStateSelect = {
  kind: true,
  reachableAt: true,
  waitFrom: true,
  nextTryAt: true,
  nextTryByEmail: true,
  couldNotReachAt: true,
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
  waitFrom?: Date | null;
  nextTryAt?: Date | null;
  nextTryByEmail?: boolean;
  couldNotReachAt?: Date | null;
  contactAttempts?: number;
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
 * Whether the business can reach the lead, how long it has waited for someone to reach the person (office time,
 * from waitFrom: not before a time the customer chose), and what comes next. The same rule as waitingWhere, which
 * "To answer" and the tab title's count select by, except that a lead whose next try is not yet due still shows how
 * long it has waited: it is scheduled, not answered. A lead waits until a contact reaches the person, unless its
 * cadence ran out, it is not a sales conversation, or it was marked do not contact, erased or closed.
 */
export function contactStateOf(lead: ContactStateData, { calendar, now }: ClockReading) {
  const clockFrom = lead.waitFrom ?? lead.reachableAt;
  const open =
    clockFrom !== null &&
    !lead.firstContactAt &&
    !lead.doNotContactAt &&
    !lead.erasedAt &&
    !(notWaitingStatuses as readonly string[]).includes(lead.status) &&
    (!lead.kind || salesKinds.includes(lead.kind));
  const couldNotReach = open && !!lead.couldNotReachAt;
  const started = open && !couldNotReach && clockFrom! <= now;
  const attempts = lead.contactAttempts ?? 0;
  const nextTry = open && !couldNotReach && lead.nextTryAt ? lead.nextTryAt : null;
  return {
    reachable: lead.reachableAt !== null,
    unreachable: unreachableOf(lead),
    waiting: started ? waitingOf(officeTimeBetween(calendar, clockFrom!, now)) : (null as Waiting | null),
    /** When the clock starts, while it has not: a callback window or booked call still to come. */
    waitsFrom: open && !couldNotReach && !started ? clockFrom!.toISOString() : null,
    /** After an attempt, the next try on the cadence: "2nd try due 10:15". */
    nextTry: nextTry
      ? {
          at: nextTry.toISOString(),
          byEmail: lead.nextTryByEmail ?? false,
          text: nextTryText(attempts + 1, nextTry, lead.nextTryByEmail ?? false, now),
        }
      : null,
    /** The cadence ran out: "Could not reach: 7 tries". */
    couldNotReach: couldNotReach ? couldNotReachText(attempts) : null,
    doNotContact: lead.doNotContactAt !== null,
  };
}
