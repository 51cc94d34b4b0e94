import { TZDate } from '@date-fns/tz';

// Office hours: when the team answers, in UK time. One setting (OFFICE_HOURS) says it, and the waiting time of a
// lead, the next time the business will call and the footer's words are all worked out from it. Bank holidays are
// the server's to know (a holiday library is too large for the pages): they come in as `isHoliday`.

const ukZone = 'Europe/London';
const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const dayAbbreviations = dayNames.map((name) => name.slice(0, 3).toLowerCase());
const minutesPerDay = 24 * 60;

/** The setting's default: the hours the site has always shown (spec: Monday to Friday 09:00 to 18:00). */
export const DEFAULT_OFFICE_HOURS = 'Mon-Fri 09:00-18:00';

/** One day's opening, in minutes after midnight UK time. */
export interface Opening {
  opens: number;
  closes: number;
}

/** The week's openings, by day (0 Sunday to 6 Saturday); null: closed all day. */
export type OfficeWeek = readonly (Opening | null)[];

/** The week and the days it does not apply (England and Wales bank holidays, from the server). */
export interface OfficeCalendar {
  week: OfficeWeek;
  /** Whether a UK calendar day (yyyy-mm-dd) is a closed holiday. */
  isHoliday(day: string): boolean;
}

const timePattern = /^([01]\d|2[0-4]):([0-5]\d)$/;

function minutesOf(time: string, entry: string): number {
  const match = timePattern.exec(time);
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
  if (!match || minutes > minutesPerDay)
    throw new Error(`"${time}" in "${entry}" is not a time (HH:MM, 00:00 to 24:00)`);
  return minutes;
}

function dayOf(name: string, entry: string): number {
  const index = dayAbbreviations.indexOf(name.slice(0, 3).toLowerCase());
  const known = index >= 0 && dayNames[index]!.toLowerCase().startsWith(name.toLowerCase());
  if (!known || name.length < 3) throw new Error(`"${name}" in "${entry}" is not a day (Mon, Tue, … Sun)`);
  return index;
}

/**
 * Reads the setting: entries separated by commas, each days and a time range, e.g.
 * `Mon-Fri 08:00-18:00, Sat 09:00-13:00`. Days not named are closed. Throws with the reason on anything else.
 */
export function parseOfficeHours(text: string): OfficeWeek {
  const week: (Opening | null)[] = Array.from({ length: 7 }, () => null);
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => entry === '')) throw new Error('names no day: e.g. "Mon-Fri 09:00-18:00"');
  for (const entry of entries) {
    const match = /^([A-Za-z]+)(?:\s*-\s*([A-Za-z]+))?\s+(\S+)\s*-\s*(\S+)$/.exec(entry);
    if (!match) throw new Error(`"${entry}" is not days and hours, e.g. "Mon-Fri 09:00-18:00"`);
    const [, firstDay, lastDay, opensAt, closesAt] = match;
    const opening = { opens: minutesOf(opensAt!, entry), closes: minutesOf(closesAt!, entry) };
    if (opening.opens >= opening.closes) throw new Error(`"${entry}" closes before it opens`);
    const first = dayOf(firstDay!, entry);
    const last = lastDay ? dayOf(lastDay, entry) : first;
    // Mon-Sun runs through the week as people say it: Sunday is the last day, not the first.
    const order = [1, 2, 3, 4, 5, 6, 0];
    const from = order.indexOf(first);
    const to = order.indexOf(last);
    if (to < from) throw new Error(`"${entry}" runs backwards (write the days Monday first)`);
    for (const day of order.slice(from, to + 1)) {
      if (week[day]) throw new Error(`${dayNames[day]} is named twice`);
      week[day] = opening;
    }
  }
  return week;
}

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Days in a row (Monday first) with the same hours, as people and search engines' opening hours list them. */
export function openingRuns(week: OfficeWeek): { days: string[]; opens: string; closes: string }[] {
  const runs: { days: string[]; opening: Opening }[] = [];
  let previous: Opening | null = null;
  for (const day of [1, 2, 3, 4, 5, 6, 0]) {
    const opening = week[day] ?? null;
    const run = runs.at(-1);
    if (opening && run && previous?.opens === opening.opens && previous.closes === opening.closes) {
      run.days.push(dayNames[day]!);
    } else if (opening) {
      runs.push({ days: [dayNames[day]!], opening });
    }
    previous = opening;
  }
  return runs.map(({ days, opening }) => ({ days, opens: clock(opening.opens), closes: clock(opening.closes) }));
}

/**
 * The hours in people's words, Monday first, days with the same hours together: the default reads "Monday to
 * Friday 09:00 to 18:00", as the spec words it.
 */
export function describeOfficeHours(week: OfficeWeek): string {
  return openingRuns(week)
    .map(({ days, opens, closes }) => {
      const named = days.length === 1 ? days[0] : `${days[0]} to ${days.at(-1)}`;
      return `${named} ${opens} to ${closes}`;
    })
    .join(', ');
}

/** A UK calendar day: its yyyy-mm-dd, weekday, and the instant of any minute of it. */
function ukDay(at: Date | number) {
  const local = new TZDate(typeof at === 'number' ? at : at.getTime(), ukZone);
  const [year, month, date] = [local.getFullYear(), local.getMonth(), local.getDate()];
  return {
    day: `${year}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`,
    weekday: local.getDay(),
    // Built from the clock time, so a day of 23 or 25 hours (the clocks changing) still opens at 09:00.
    at: (minutes: number) => new TZDate(year, month, date, Math.floor(minutes / 60), minutes % 60, ukZone).getTime(),
    next: () => ukDay(new TZDate(year, month, date + 1, 12, 0, ukZone)),
  };
}

/** The day's opening as instants, or null when the office is closed all that day. */
function openingOn(calendar: OfficeCalendar, day: ReturnType<typeof ukDay>) {
  const opening = calendar.week[day.weekday];
  if (!opening || calendar.isHoliday(day.day)) return null;
  return { start: day.at(opening.opens), end: day.at(opening.closes) };
}

/** No week with any opening goes this long without one (a year of holidays could not close it). */
const searchDays = 400;

/**
 * The opening the office is in at `at`, or the next one (null when the week has none): the span in which a
 * waiting clock shown in the console goes on counting without asking the server again.
 */
export function openingFrom(calendar: OfficeCalendar, at: Date): { start: Date; end: Date } | null {
  let day = ukDay(at);
  for (let i = 0; i < searchDays; i += 1, day = day.next()) {
    const window = openingOn(calendar, day);
    if (window && window.end > at.getTime()) return { start: new Date(window.start), end: new Date(window.end) };
  }
  return null;
}

/** Whether the office is open at this instant. */
export function isOpenAt(calendar: OfficeCalendar, at: Date): boolean {
  const window = openingOn(calendar, ukDay(at));
  return window !== null && at.getTime() >= window.start && at.getTime() < window.end;
}

/** The next instant the office is open from `at` (itself when open), or null when the week has no opening. */
export function nextOpening(calendar: OfficeCalendar, at: Date): Date | null {
  let day = ukDay(at);
  for (let i = 0; i < searchDays; i += 1, day = day.next()) {
    const window = openingOn(calendar, day);
    if (window && window.end > at.getTime()) return new Date(Math.max(window.start, at.getTime()));
  }
  return null;
}

/**
 * How much office time passed between two instants, in milliseconds: only the hours the office was open count,
 * so a lead sent at 17:58 on a Friday and answered at 09:01 on Monday waited 3 minutes.
 */
export function officeTimeBetween(calendar: OfficeCalendar, from: Date, to: Date): number {
  let total = 0;
  let day = ukDay(from);
  for (let i = 0; i < searchDays * 10; i += 1, day = day.next()) {
    const window = openingOn(calendar, day);
    if (window) total += Math.max(0, Math.min(window.end, to.getTime()) - Math.max(window.start, from.getTime()));
    if (day.at(minutesPerDay) >= to.getTime()) break;
  }
  return total;
}
