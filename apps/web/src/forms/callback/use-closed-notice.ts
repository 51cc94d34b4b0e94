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

/**
 * "We're closed now. We'll call you from 9:00 tomorrow (Thursday).", or null while the office is open. Worked out in
 * the browser from the visitor's clock once the page has hydrated: the server renders nothing here, so a page from
 * the response cache never carries a stale notice and hydration sees the same markup. Read again each minute, so
 * the notice goes when the office opens. The wording's code is fetched after hydration, off the page's first load.
 */
export function useClosedNotice(bestTime?: string | null): string | null {
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
  return now === null || !wording || !calendar ? null : wording.closedNowNotice(calendar, new Date(now), bestTime);
}
