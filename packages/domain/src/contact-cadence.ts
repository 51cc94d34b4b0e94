import { endOfUkDay, formatClockTime, formatShortDay } from './calls-due.ts';
import { ordinal, type ContactOutcome } from './contact-log.ts';
import { ukDay } from './console.ts';
import { openingFrom, type OfficeCalendar } from './office-hours.ts';

// Contact is a conversation, not an attempt. A call that reached the person (or an e-mail they answered) stops the
// waiting clock; anything short of that is an attempt, and the lead stays in the queue with its next try due on the
// business's cadence, until someone has spoken to them or the cadence has run out ("Could not reach").

/** The outcomes that mean someone spoke to the person (or they answered an e-mail): the clock stops. */
export const reachedOutcomes = ['spoke', 'not_interested', 'replied'] as const satisfies readonly ContactOutcome[];

export const isReachedOutcome = (outcome: ContactOutcome): boolean =>
  (reachedOutcomes as readonly ContactOutcome[]).includes(outcome);

/** One step of the cadence: a wait in office time, or the opening of the next open day. */
export type CadenceStep = { officeMinutes: number } | { nextOpenDay: true };

/**
 * The default cadence (CONTACT_CADENCE): after the 1st attempt again in 10 office minutes, then 1 h, then 3 h, then
 * the next open morning, then two more open days. After the 7th attempt the lead goes to "Could not reach".
 */
export const DEFAULT_CONTACT_CADENCE = '10m,1h,3h,next-day,next-day,next-day';

const stepPattern = /^(\d{1,4})(m|h)$/;

/** Reads a cadence written as DEFAULT_CONTACT_CADENCE is; throws with the entry that is not a step. */
export function parseContactCadence(text: string): CadenceStep[] {
  const steps = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry): CadenceStep => {
      if (entry === 'next-day') return { nextOpenDay: true };
      const match = stepPattern.exec(entry);
      const minutes = match ? Number(match[1]) * (match[2] === 'h' ? 60 : 1) : 0;
      if (!match || minutes === 0) {
        throw new Error(`"${entry}" is not a step of the contact cadence (10m, 1h or next-day)`);
      }
      return { officeMinutes: minutes };
    });
  if (steps.length === 0) throw new Error('The contact cadence has no step: write at least one (10m, 1h or next-day)');
  return steps;
}

/** `ms` of office time after `from`: the time that passes while the office is closed does not count. */
export function addOfficeTime(calendar: OfficeCalendar, from: Date, ms: number): Date | null {
  let at = from;
  let left = ms;
  // A year of openings is more than any cadence waits.
  for (let i = 0; i < 400; i += 1) {
    const opening = openingFrom(calendar, at);
    if (!opening) return null;
    const start = Math.max(opening.start.getTime(), at.getTime());
    if (start + left <= opening.end.getTime()) return new Date(start + left);
    left -= opening.end.getTime() - start;
    at = opening.end;
  }
  return null;
}

/** When the office opens on the first open day after the UK day of `at`. */
export const nextOpenDayStart = (calendar: OfficeCalendar, at: Date): Date | null =>
  openingFrom(calendar, endOfUkDay(ukDay(at)))?.start ?? null;

/** What comes after an attempt: the next try (when, and whether by e-mail), or the cadence has run out. */
export type NextTry = { at: Date; byEmail: boolean } | null;

/**
 * The next try after the `attempts`-th attempt, logged at `at`. A wrong number leaves only e-mail: the next try is an
 * e-mail if one is known, and with none there is nobody left to try.
 */
export function nextTryAfter(
  calendar: OfficeCalendar,
  cadence: readonly CadenceStep[],
  attempt: { attempts: number; at: Date; outcome: ContactOutcome; hasEmail: boolean; byEmail: boolean },
): NextTry {
  const byEmail = attempt.byEmail || attempt.outcome === 'wrong_number';
  if (byEmail && !attempt.hasEmail) return null;
  const step = cadence[attempt.attempts - 1];
  if (!step) return null;
  const due =
    'nextOpenDay' in step
      ? nextOpenDayStart(calendar, attempt.at)
      : addOfficeTime(calendar, attempt.at, step.officeMinutes * 60_000);
  return due ? { at: due, byEmail } : null;
}

/** The row's words for the next try: "2nd try due 10:15", another day "3rd try due Mon 30 Nov, 09:00". */
export function nextTryText(nth: number, at: Date, byEmail: boolean, now: Date = new Date()): string {
  const when = ukDay(at) === ukDay(now) ? formatClockTime(at) : `${formatShortDay(at)}, ${formatClockTime(at)}`;
  return `${ordinal(nth)} try due ${when}${byEmail ? ' by e-mail' : ''}`;
}

/** The words for a lead whose cadence ran out: "Could not reach: 7 tries". */
export const couldNotReachText = (tries: number) => `Could not reach: ${tries} ${tries === 1 ? 'try' : 'tries'}`;

/** The inbox view of the leads whose cadence ran out, and its one-click close. */
export const COULD_NOT_REACH = 'Could not reach';
