import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { callDayFor, callWindowOn, formatCallDay } from './callback-timing.ts';
import { ukDay } from './console.ts';
import type { OfficeCalendar } from './office-hours.ts';

// Who to call and when, in the console's words: a callback's window and a booked call's time on the inbox's rows and
// in "Calls due", and why a funding lead cannot be reached yet. UK time throughout.

const UK = 'Europe/London';
const inUk = tz(UK);

/** Why a funding lead that answered every question has no phone or e-mail: the visitor neither booked nor asked. */
export const LEFT_AT_BOOKING_SCREEN = 'left at the booking screen';

/** When the visitor left, beside the reason: "at 14:02" today, "at 14:02 on 26 Nov" another day. */
export function leftAtText(at: Date | string, now: Date = new Date()): string {
  const when = typeof at === 'string' ? new Date(at) : at;
  const time = format(when, 'HH:mm', { in: inUk });
  return ukDay(when) === ukDay(now) ? `at ${time}` : `at ${time} on ${format(when, 'd MMM', { in: inUk })}`;
}

/** A day as a row says it: "Fri 27 Nov". */
export const formatShortDay = (date: Date | string) =>
  format(typeof date === 'string' ? new Date(date) : date, 'EEE d MMM', { in: inUk });

/** A time of day as the console writes it: 14:00. */
export const formatClockTime = (date: Date | string) =>
  format(typeof date === 'string' ? new Date(date) : date, 'HH:mm', { in: inUk });

/** The moment a minute of a UK day (yyyy-mm-dd) is, GMT or BST. */
function ukMinute(day: string, minutes: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, Math.floor(minutes / 60), minutes % 60, UK).getTime());
}

/** A callback's window: its UK day, when it opens and closes, and "12:00–14:00" (the whole day if that day closed since). */
export interface CallbackWindow {
  day: string;
  start: Date;
  end: Date;
  text: string;
}

/**
 * When the business promised to call back: the day the visitor was told (or, for a request stored before days were,
 * the day it would have been), within their best time on that day's office hours.
 */
export function callbackWindowOf(
  calendar: OfficeCalendar,
  request: { callDay: string | null; bestTime: string | null; createdAt: Date },
): CallbackWindow {
  const day = request.callDay ?? callDayFor(calendar, request.createdAt, request.bestTime) ?? ukDay(request.createdAt);
  const window = callWindowOn(calendar.week, day, request.bestTime);
  const start = ukMinute(day, window?.opens ?? 0);
  const end = ukMinute(day, window?.closes ?? 24 * 60);
  return { day, start, end, text: window ? `${formatClockTime(start)}–${formatClockTime(end)}` : 'any time' };
}

/** The inbox row's words for a callback: "Callback requested: Fri 27 Nov, 12:00–14:00". */
export const callbackRowText = (window: CallbackWindow) =>
  `Callback requested: ${formatShortDay(window.start)}, ${window.text}`;

/** The inbox row's words for a booked call once its time is known: "Call booked: Thu 3 Dec, 14:00". */
export const bookedCallRowText = (startAt: Date) =>
  `Call booked: ${formatShortDay(startAt)}, ${formatClockTime(startAt)}`;

/** Whether the office opens on a UK day (yyyy-mm-dd): a weekday with hours, not a bank holiday. */
const isOpenDay = (calendar: OfficeCalendar, day: string) =>
  !calendar.isHoliday(day) && calendar.week[new Date(`${day}T12:00:00Z`).getUTCDay()] != null;

const nextDay = (day: string) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** How many open days after today "Calls due" looks ahead. */
export const CALLS_DUE_OPEN_DAYS = 2;

/** The days "Calls due" lists: today (open or not: a call may be booked on it) and the next open days. */
export function callsDueDays(calendar: OfficeCalendar, now: Date, openDays = CALLS_DUE_OPEN_DAYS): string[] {
  const days = [ukDay(now)];
  let day = days[0]!;
  // A year of closed days would be a calendar with no hours at all: stop there.
  for (let i = 0; i < 366 && days.length <= openDays; i += 1) {
    day = nextDay(day);
    if (isOpenDay(calendar, day)) days.push(day);
  }
  return days;
}

/** A day's heading in "Calls due": "Today", "Tomorrow", or "Monday 30 November". */
export function callsDueHeading(day: string, today: string): string {
  if (day === today) return 'Today';
  if (day === nextDay(today)) return 'Tomorrow';
  return formatCallDay(day);
}

/** The moment a UK day ends (the next day's midnight in London). */
export const endOfUkDay = (day: string) => ukMinute(nextDay(day), 0);
