import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

// Follow-ups ("Remind me"): a staff member's time to come back to a lead. People pick and read those times in UK
// time whatever their browser's zone; the wire carries the instant.

const UK = 'Europe/London';
const inUk = tz(UK);

/** How far ahead a follow-up may be set: a year. */
export const FOLLOW_UP_MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;
/** A pick this close to now is taken as "now" (the click and the request take a moment): not refused as past. */
export const FOLLOW_UP_GRACE_MS = 60 * 1000;

export const followUpMessages = {
  inPast: 'Pick a time in the future.',
  tooFar: 'Pick a time within a year.',
  badTime: 'Pick a date and a time.',
  notFound: 'That follow-up does not exist, or it is not yours.',
  doNotContact: 'This lead asked not to be contacted: no follow-up can be set.',
  erased: 'This lead was erased: no follow-up can be set.',
} as const;

/** Why a follow-up time cannot be taken, or null when it can. */
export function followUpTimeProblem(dueAt: Date, now: Date = new Date()): string | null {
  if (Number.isNaN(dueAt.getTime())) return followUpMessages.badTime;
  if (dueAt.getTime() < now.getTime() - FOLLOW_UP_GRACE_MS) return followUpMessages.inPast;
  if (dueAt.getTime() > now.getTime() + FOLLOW_UP_MAX_AHEAD_MS) return followUpMessages.tooFar;
  return null;
}

/** The quick picks of "Remind me", as the agent reads them, with the instant each means now. */
export function followUpQuickPicks(now: Date = new Date()): { label: string; at: Date }[] {
  const local = new TZDate(now.getTime(), UK);
  const [year, month, date] = [local.getFullYear(), local.getMonth(), local.getDate()];
  return [
    { label: 'In 1 hour', at: new Date(now.getTime() + 60 * 60 * 1000) },
    // Built from the UK clock, so a day when the clocks change still means 09:00 in the UK.
    { label: 'Tomorrow 9:00', at: new Date(new TZDate(year, month, date + 1, 9, 0, UK).getTime()) },
    {
      label: 'In 3 days',
      at: new Date(new TZDate(year, month, date + 3, local.getHours(), local.getMinutes(), UK).getTime()),
    },
  ];
}

/** A moment as a date-and-time input holds it in UK time: yyyy-MM-ddTHH:mm. */
export function ukDateTimeInputValue(at: Date): string {
  return format(at, "yyyy-MM-dd'T'HH:mm", { in: inUk });
}

/** What a date-and-time input (yyyy-MM-ddTHH:mm) means read in UK time; null when it is not such a value. */
export function instantFromUkInput(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, date, hours, minutes] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || date < 1 || date > 31 || hours > 23 || minutes > 59) return null;
  const at = new TZDate(year, month - 1, date, hours, minutes, UK);
  // 31 February and the like roll over into another day: not what was typed.
  if (at.getDate() !== date || at.getMonth() !== month - 1) return null;
  return new Date(at.getTime());
}

/**
 * When a follow-up is due, in UK words relative to today: "today at 14:30", "tomorrow at 09:00", "yesterday at
 * 16:00", else "Fri 28 Nov at 09:00" (with the year when it is not this year's).
 */
export function describeFollowUpDue(dueAt: Date, now: Date = new Date()): string {
  const day = (at: Date) => format(at, 'yyyy-MM-dd', { in: inUk });
  const time = format(dueAt, 'HH:mm', { in: inUk });
  const local = new TZDate(now.getTime(), UK);
  const shifted = (days: number) =>
    day(new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days, 12, 0, UK).getTime()));
  const due = day(dueAt);
  if (due === shifted(0)) return `today at ${time}`;
  if (due === shifted(1)) return `tomorrow at ${time}`;
  if (due === shifted(-1)) return `yesterday at ${time}`;
  const sameYear = due.slice(0, 4) === shifted(0).slice(0, 4);
  return `${format(dueAt, sameYear ? 'EEE d MMM' : 'EEE d MMM yyyy', { in: inUk })} at ${time}`;
}
