/** Waits after the 1st, 2nd, 3rd failed read; every later one waits an hour. */
const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000];
const LATER_RETRY_MS = 60 * 60_000;
/** A booking the service keeps failing to answer for is given up after about a day of tries. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** While the call is ahead, its booking is read again this often, so a cancellation or a new time is seen. */
export const REFRESH_EVERY_MS = 30 * 60_000;

const delayAfter = (failures: number) => RETRY_DELAYS_MS[failures - 1] ?? LATER_RETRY_MS;

/**
 * When to try again after `failures` failed reads in a row (this one included), or null once the tries so far
 * have waited a day between them.
 */
export function nextRetry(failures: number, now: Date): Date | null {
  let waited = 0;
  for (let failure = 1; failure < failures; failure += 1) waited += delayAfter(failure);
  const delay = delayAfter(failures);
  return waited + delay > GIVE_UP_AFTER_MS ? null : new Date(now.getTime() + delay);
}

/** After a good read: again every REFRESH_EVERY_MS while the call is ahead (the last at its start), else never. */
export function nextRefresh(read: { startAt: Date | null; status: string }, now: Date): Date | null {
  if (read.status !== 'active' || !read.startAt || read.startAt <= now) return null;
  const next = now.getTime() + REFRESH_EVERY_MS;
  return new Date(Math.min(next, read.startAt.getTime()));
}
