/**
 * A week of office days for tests that fix the clock: the first Monday of December next year (GMT, no bank holiday
 * that week), always ahead of the real day. The database stamps some times with its own clock (the lead trigger's
 * reachableAt := now()), which fake timers do not move: ahead of it, its stamps stay before every time a test sets.
 * A fixed Monday (30 November 2026) failed the day it became today: after noon, a lunchtime callback window read as
 * already open at the real time.
 */
const monday = (() => {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  return day;
})();

/** The date (yyyy-mm-dd) `days` after that Monday. */
export function weekAheadDate(days: number): string {
  const date = new Date(monday);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `days` after that Monday, at `time` (hh:mm, UTC: GMT in December). */
export const weekAheadAt = (days: number, time: string) => new Date(`${weekAheadDate(days)}T${time}:00Z`);
