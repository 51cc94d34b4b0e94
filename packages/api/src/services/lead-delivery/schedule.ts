/** First retry after 5 seconds, doubling to at most an hour between tries (about 30 tries in 24 hours). */
export const FIRST_RETRY_MS = 5_000;
export const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** How long to wait after the given number of failed tries, with ±20% jitter so retries of one outage spread. */
export function retryDelay(failedTries: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failedTries - 1), LONGEST_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
