/**
 * Speed to lead: the site promises enquiries are "answered in under 3 minutes". A lead waits from the moment the
 * business can reach someone (a phone number or e-mail is known) until staff log a first call or e-mail; only
 * office time counts (OFFICE_HOURS, closed on England and Wales bank holidays).
 */

/** The promise: a first contact within 3 minutes of office time. The reports' "answered within 3 minutes". */
export const ANSWER_TARGET_MS = 3 * 60_000;

/** A lead closed as won, lost or spam is not waiting for anyone, whether or not it was ever contacted. */
export const notWaitingStatuses = ['won', 'lost', 'spam'] as const;

/** The inbox's Waiting column turns amber at the promise and red once it is well broken. */
export const WAITING_AMBER_MS = ANSWER_TARGET_MS;
export const WAITING_RED_MS = 15 * 60_000;

/** How a waiting time looks: normal within the promise, amber once it is broken, red once it is well broken. */
export const waitingLevels = ['normal', 'amber', 'red'] as const;
export type WaitingLevel = (typeof waitingLevels)[number];

/**
 * A word for each level, shown beside the time so the colour is never the only sign (WCAG 1.4.1). Normal needs none.
 */
export const waitingLevelWords: Record<WaitingLevel, string> = {
  normal: '',
  amber: `Over ${WAITING_AMBER_MS / 60_000} min`,
  red: `Over ${WAITING_RED_MS / 60_000} min`,
};

export function waitingLevel(ms: number): WaitingLevel {
  if (ms >= WAITING_RED_MS) return 'red';
  if (ms >= WAITING_AMBER_MS) return 'amber';
  return 'normal';
}

/**
 * Office time in people's words, as the inbox's Waiting column and the first-contact line read it: "Under 1 min",
 * "2 min", "1 h", "1 h 5 min". Days of office time stay in hours ("27 h 5 min"): a day here is 9 office hours, not 24,
 * so "1 day" would mislead. Whole minutes, rounded down: the clock never shows more than has passed.
 */
export function formatOfficeDuration(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return 'Under 1 min';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** A lead's waiting time: how long, in words, and how late. */
export interface Waiting {
  ms: number;
  text: string;
  level: WaitingLevel;
}

export const waitingOf = (ms: number): Waiting => ({ ms, text: formatOfficeDuration(ms), level: waitingLevel(ms) });

/** The words for a lead nobody can reach yet: no phone number or e-mail is known, so it is not waiting. */
export const NOT_REACHABLE_TEXT = 'Not reachable yet';

/**
 * The office clock as the server read it: at `asOf`, and the opening the office was in then or will be in next.
 * The console adds the office time since `asOf` to each waiting time it was given, so the clock ticks on screen
 * without asking the server, and stands still while the office is closed.
 */
export interface OfficeClock {
  asOf: string;
  opensAt: string | null;
  closesAt: string | null;
}

/** The office time that has passed from the clock's `asOf` to `now`, within its one opening. */
export function officeTimeSince(clock: OfficeClock, now: number): number {
  if (!clock.opensAt || !clock.closesAt) return 0;
  const from = Math.max(Date.parse(clock.asOf), Date.parse(clock.opensAt));
  const to = Math.min(now, Date.parse(clock.closesAt));
  return Math.max(0, to - from);
}
