import { shiftDay, startOfUkDay, type ReportRange } from '@sme/domain';

/** A moment as `timestamp` reads it: the columns hold UTC without a zone, whatever the session's TimeZone is. */
export const utcTimestamp = (date: Date) => date.toISOString().slice(0, 23);

/** The moments a range of UK days covers, [start, end): midnight in Europe/London, clock changes included. */
export function rangeMoments(range: ReportRange): { start: Date; end: Date } {
  return { start: startOfUkDay(range.from), end: startOfUkDay(shiftDay(range.to, 1)) };
}
