/**
 * What this tab has announced, kept for the tab's session under `storageKey`, so a reload or a second visit to a page
 * does not announce the same thing again. Keys name the thing and its time ("id@time"): moved to a new time, it is a
 * new announcement.
 */
export function announcedOnce(storageKey: string) {
  const read = (): Set<string> => {
    try {
      return new Set(JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as string[]);
    } catch {
      return new Set();
    }
  };
  return {
    has: (key: string) => read().has(key),
    add(key: string) {
      const seen = read();
      seen.add(key);
      try {
        // The last few hundred are plenty: older ones are long past.
        sessionStorage.setItem(storageKey, JSON.stringify([...seen].slice(-300)));
      } catch {
        // Storage refused: announced again after a reload, no worse than that.
      }
    },
  };
}

/** setTimeout's longest wait (about 24.8 days); later ones are scheduled when their list is read again. */
export const LONGEST_TIMER_MS = 2 ** 31 - 1;
