import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useSettings } from '../../app/settings.tsx';
import type * as closedNotice from './closed-notice.ts';

type Wording = typeof closedNotice;

const MINUTE = 60_000;
/** The clock to the minute: the same value between two reads, as useSyncExternalStore requires. */
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const everyMinute = (changed: () => void) => {
  const timer = setInterval(changed, MINUTE);
  return () => clearInterval(timer);
};
/** On the server, and while hydrating: no time, so no notice (the markup matches whatever the clock says). */
const noTimeYet = () => null;

/** The office as the browser's clock finds it: not known yet (on the server, while hydrating), open, or closed. */
export type OfficeNow = { known: false } | { known: true; closedNotice: string | null };

/**
 * Whether the office is open now and, when it is not, "We're closed now. We'll call you from 9:00 tomorrow
 * (Thursday).". Worked out in the browser from the visitor's clock once the page has hydrated: the server renders it
 * as not known, so a page from the response cache never carries a stale answer and hydration sees the same markup.
 * Read again each minute, so the notice goes when the office opens. The wording's code is fetched after hydration,
 * off the page's first load.
 */
export function useOfficeNow(bestTime?: string | null): OfficeNow {
  const { officeWeek, bankHolidays } = useSettings();
  const [wording, setWording] = useState<Wording | null>(null);
  useEffect(() => {
    let current = true;
    void import('./closed-notice.ts').then((loaded) => {
      if (current) setWording(loaded);
    });
    return () => {
      current = false;
    };
  }, []);
  const calendar = useMemo(
    () => wording?.calendarWithHolidays(officeWeek, bankHolidays) ?? null,
    [wording, officeWeek, bankHolidays],
  );
  const now = useSyncExternalStore(everyMinute, currentMinute, noTimeYet);
  if (now === null || !wording || !calendar) return { known: false };
  return { known: true, closedNotice: wording.closedNowNotice(calendar, new Date(now), bestTime) };
}

/** The closed notice alone: null while the office is open, or before the browser knows. */
export function useClosedNotice(bestTime?: string | null): string | null {
  const office = useOfficeNow(bestTime);
  return office.known ? office.closedNotice : null;
}
