/**
 * Who else has a lead open, so two agents do not call the same person: a lead page tells the console it is open as
 * it opens and once a minute while it stays open; anyone seen on it in the last 2 minutes is "on this lead".
 */

/** Seen on a lead within this long: still on it. */
export const PRESENCE_WINDOW_MS = 2 * 60_000;

/** How often an open lead page says it is still open: well inside the window, so one late beat does not drop it. */
export const PRESENCE_BEAT_MS = 60_000;

/** "Sam Okafor is on this lead", "Sam Okafor and Priya Shah are on this lead"; null when nobody else is. */
export function onThisLeadText(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return `${names[0]} is on this lead`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)} are on this lead`;
}
