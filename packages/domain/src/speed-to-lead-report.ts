import { z } from 'zod';
import { ANSWER_TARGET_MS } from './speed-to-lead.ts';

/**
 * The speed-to-lead report (console "Reports" page): for a range of UK calendar days, how many sales leads became
 * callable, how many of them someone reached (spoke to, or had a reply from) and how fast, in office time.
 * The rules and words both the page and the procedure use live here, once.
 */

/** The longest range one report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

/** The range the page opens on: the last 7 UK days, today included. */
export const REPORT_DEFAULT_DAYS = 7;

/** The promise in whole seconds: a lead reached in at most this much office time counts as "within 3 minutes". */
export const ANSWER_TARGET_SECONDS = ANSWER_TARGET_MS / 1000;

export const reportMessages = {
  badDay: 'Dates are written yyyy-mm-dd.',
  fromRequired: 'Choose the first day of the report.',
  toRequired: 'Choose the last day of the report.',
  order: 'The first day must be on or before the last day.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days: choose a shorter range.`,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar day written yyyy-mm-dd (what a date input sends). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}

/** Calendar days from `from` to `to`, both counted (the days are dates, not moments: no clock change applies). */
export function reportDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** `day` moved by `days` calendar days, yyyy-mm-dd. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day of the range in order, yyyy-mm-dd. */
export function reportDays(from: string, to: string): string[] {
  return Array.from({ length: Math.max(0, reportDayCount(from, to)) }, (_, i) => shiftDay(from, i));
}

/** The range the page opens on, ending on `today` (a UK day). */
export function defaultReportRange(today: string): { from: string; to: string } {
  return { from: shiftDay(today, 1 - REPORT_DEFAULT_DAYS), to: today };
}

const reportDay = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    // An empty field has its own message above.
    .refine((day) => day === '' || isCalendarDay(day), reportMessages.badDay);

/** The report's range: UK calendar days, both included; the form's resolver and the procedure's input. */
export const reportRangeSchema = z
  .object({ from: reportDay(reportMessages.fromRequired), to: reportDay(reportMessages.toRequired) })
  .superRefine(({ from, to }, issues) => {
    // Only once both are days: a bad date already has its own message.
    if (!isCalendarDay(from) || !isCalendarDay(to)) return;
    if (from > to) issues.addIssue({ code: 'custom', path: ['to'], message: reportMessages.order });
    else if (reportDayCount(from, to) > REPORT_MAX_DAYS) {
      issues.addIssue({ code: 'custom', path: ['to'], message: reportMessages.tooLong });
    }
  });
export type ReportRange = z.output<typeof reportRangeSchema>;

/**
 * The share of callable leads reached within 3 minutes, in whole percent, rounded down: the figure never claims the
 * promise was kept more often than it was (249 of 250 is 99%, not 100%), and a lead still waiting or never reached
 * counts against it. Null when no lead was callable.
 */
export function withinTargetPercent(within: number, callable: number): number | null {
  if (callable === 0) return null;
  return Math.floor((within * 100) / callable);
}

/** The dash a table shows where there is no figure (no lead reached that day). */
export const NO_FIGURE = '–';

/** "55%", or the dash when there is no figure. */
export function formatPercent(percent: number | null): string {
  return percent === null ? NO_FIGURE : `${percent}%`;
}

/** Attempts per reached lead as the report shows it: one decimal ("1.8"), or the dash when none was reached. */
export function formatAttempts(mean: number | null): string {
  return mean === null ? NO_FIGURE : mean.toFixed(1);
}

/**
 * A time to reach someone in words, to the second: "45 s", "3 min", "2 min 10 s", "1 h 1 min 5 s". Office time, so
 * a long wait stays in hours ("27 h 5 min") as the inbox's Waiting column does. The dash when there is no figure.
 */
export function formatSecondsInWords(seconds: number | null): string {
  if (seconds === null) return NO_FIGURE;
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  const rest = whole % 60;
  const parts = [hours ? `${hours} h` : '', minutes ? `${minutes} min` : '', rest ? `${rest} s` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : '0 s';
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A report's day as people read it: "Fri 27 Mar 2026" (a calendar day, so no time zone applies). */
export function formatReportDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${weekdays[date.getUTCDay()]} ${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The chart's shorter label for a day: "27 Mar". */
export function formatReportDayShort(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]}`;
}
