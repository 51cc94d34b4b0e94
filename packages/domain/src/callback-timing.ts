import { TZDate } from '@date-fns/tz';
import { bestTimesToCall, type BestTimeToCall } from './callback-choices.ts';
import { monthNames } from './dates.ts';
import { isOpenAt, nextOpening, type OfficeCalendar, type OfficeWeek, type Opening } from './office-hours.ts';

// When the business will call a visitor, in words they can rely on: the notice out of office hours ("We're closed
// now. We'll call you from 9:00 tomorrow (Thursday).") and a callback's day, window and reference. The server and
// the browser use these same functions, so the booking screen, the confirmation, the e-mail and the console agree.

const ukZone = 'Europe/London';
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** The hours of each "Best time to call" choice, in minutes after midnight; absent: whenever the office is open. */
const choiceWindows: Partial<Record<BestTimeToCall, Opening>> = {
  'Morning (9am to 12pm)': { opens: 9 * 60, closes: 12 * 60 },
  'Lunchtime (12pm to 2pm)': { opens: 12 * 60, closes: 14 * 60 },
  'Afternoon (2pm to 6pm)': { opens: 14 * 60, closes: 18 * 60 },
};

const choiceOf = (bestTime: string | null | undefined): BestTimeToCall | null =>
  bestTimesToCall.includes(bestTime as BestTimeToCall) ? (bestTime as BestTimeToCall) : null;

/** A UK calendar day: its yyyy-mm-dd, its weekday, and the instant of a minute of it. */
function ukCalendarDay(at: number) {
  const local = new TZDate(at, ukZone);
  const [year, month, date] = [local.getFullYear(), local.getMonth(), local.getDate()];
  return {
    day: `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`,
    weekday: local.getDay(),
    // From the clock time, so a day of 23 or 25 hours (the clocks changing) still opens at 09:00.
    at: (minutes: number) => new TZDate(year, month, date, Math.floor(minutes / 60), minutes % 60, ukZone).getTime(),
    next: () => ukCalendarDay(new TZDate(year, month, date + 1, 12, 0, ukZone).getTime()),
  };
}

/** The weekday of a yyyy-mm-dd day (0 Sunday), whatever the reader's time zone. */
const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * The part of a day's opening the visitor's choice falls in ("Morning" on a day open 10:00 to 18:00: 10:00 to
 * 12:00); the whole opening for "As soon as possible" or any time; null when the office is closed that weekday or
 * the choice falls outside its hours.
 */
export function callWindowOn(week: OfficeWeek, day: string, bestTime?: string | null): Opening | null {
  const opening = week[weekdayOf(day)];
  if (!opening) return null;
  const choice = choiceWindows[choiceOf(bestTime) ?? 'As soon as possible'];
  if (!choice) return opening;
  const window = { opens: Math.max(opening.opens, choice.opens), closes: Math.min(opening.closes, choice.closes) };
  return window.opens < window.closes ? window : null;
}

/** No office week goes this long without a day to call on (a year of bank holidays could not close it). */
const searchDays = 400;

/**
 * The UK day (yyyy-mm-dd) the business will call on: the first day, from today, that is open (not a closed
 * weekday nor a bank holiday) in the chosen window, and whose window has not ended yet. Null when the week has
 * no hours in that window at all.
 */
export function callDayFor(calendar: OfficeCalendar, now: Date, bestTime?: string | null): string | null {
  let day = ukCalendarDay(now.getTime());
  for (let i = 0; i < searchDays; i += 1, day = day.next()) {
    if (calendar.isHoliday(day.day)) continue;
    const window = callWindowOn(calendar.week, day.day, bestTime);
    if (window && day.at(window.closes) > now.getTime()) return day.day;
  }
  return null;
}

/** A time as the "Best time to call" choices write it: 9am, 12pm, 5:30pm. */
export function formatAmPm(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const rest = minutes % 60;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}${rest ? `:${String(rest).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
}

/** A time as the office hours write it, without the leading zero: 9:00, 17:30. */
const formatClock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/** A UK day (yyyy-mm-dd) as people say it: "Thursday 27 November". */
export function formatCallDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${dayNames[weekdayOf(day)]} ${date} ${monthNames[month! - 1]}`;
}

/** A day relative to today, as the notice says it: "today", "tomorrow (Thursday)", or "on Monday 1 December". */
function relativeDay(day: string, now: Date): string {
  const today = ukCalendarDay(now.getTime());
  if (day === today.day) return 'today';
  if (day === today.next().day) return `tomorrow (${dayNames[weekdayOf(day)]})`;
  return `on ${formatCallDay(day)}`;
}

/**
 * What the booking screens and the callback request say out of office hours: when the business will call, e.g.
 * "We're closed now. We'll call you from 9:00 tomorrow (Thursday)." or, for a chosen window, "We're closed now.
 * We'll call you on Monday 1 December between 12pm and 2pm." Null while the office is open (the promise of a
 * quick call stands), and when the week has no hours at all.
 */
export function closedNowNotice(calendar: OfficeCalendar, now: Date, bestTime?: string | null): string | null {
  if (isOpenAt(calendar, now)) return null;
  if (choiceWindows[choiceOf(bestTime) ?? 'As soon as possible']) {
    const day = callDayFor(calendar, now, bestTime);
    const window = day && callWindowOn(calendar.week, day, bestTime);
    if (!day || !window) return null;
    return `We're closed now. We'll call you ${relativeDay(day, now)} between ${formatAmPm(window.opens)} and ${formatAmPm(window.closes)}.`;
  }
  const opening = nextOpening(calendar, now);
  if (!opening) return null;
  const day = ukCalendarDay(opening.getTime());
  const local = new TZDate(opening.getTime(), ukZone);
  const time = formatClock(local.getHours() * 60 + local.getMinutes());
  return `We're closed now. We'll call you from ${time} ${relativeDay(day.day, now)}.`;
}

/** A callback as the visitor is told it: the day, the window and the reference they can quote. */
export interface CallbackPlan {
  reference: string;
  /** yyyy-mm-dd, UK. */
  callDay: string;
  bestTime?: string | null;
}

/**
 * The confirmation's promise, on screen and in the e-mail: "We'll call you on Thursday 27 November, between 9am
 * and 12pm. Your reference is CB-7K3Q9X." Worked out from what is stored, so it reads the same whenever it is sent.
 */
export function callbackConfirmation(plan: CallbackPlan, week: OfficeWeek): string {
  const window = callWindowOn(week, plan.callDay, plan.bestTime);
  const hours = window ? `, between ${formatAmPm(window.opens)} and ${formatAmPm(window.closes)}` : '';
  return `We'll call you on ${formatCallDay(plan.callDay)}${hours}. Your reference is ${plan.reference}.`;
}

/** Letters and digits that cannot be mistaken for one another when read out or typed (no 0/O, 1/I/L, U/V). */
const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const referenceLength = 6;

/** How a callback reference looks: CB- and six unambiguous characters. */
export const CALLBACK_REFERENCE_PATTERN = new RegExp(`^CB-[${referenceAlphabet}]{${referenceLength}}$`);

/** A new callback reference, e.g. "CB-7K3Q9X": random, so the next one cannot be guessed from the last. */
export function newCallbackReference(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(referenceLength));
  // 256 is not a multiple of the alphabet's length: a byte above the last whole multiple is drawn again.
  const limit = 256 - (256 % referenceAlphabet.length);
  let code = '';
  for (const byte of bytes) {
    let value = byte;
    while (value >= limit) value = globalThis.crypto.getRandomValues(new Uint8Array(1))[0]!;
    code += referenceAlphabet[value % referenceAlphabet.length];
  }
  return `CB-${code}`;
}

/** A calendar from the week and the bank holidays the server sends the browser (the holiday library stays there). */
export const calendarWithHolidays = (week: OfficeWeek, holidays: readonly string[]): OfficeCalendar => {
  const closed = new Set(holidays);
  return { week, isHoliday: (day) => closed.has(day) };
};
