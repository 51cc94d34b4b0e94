import {
  formatClockTime,
  formatOfficeDuration,
  formatShortDay,
  ukDay,
  leftAtText,
  NOT_REACHABLE_TEXT,
  officeTimeSince,
  waitingLevel,
  waitingLevelWords,
  type OfficeClock,
  type WaitingLevel,
} from '@sme/domain';

/** What the server said of a lead's waiting, and when: enough to keep its clock going on screen. */
export interface WaitingReading {
  waiting: { ms: number } | null;
  reachable: boolean;
  clock: OfficeClock;
  /** When the browser received that reading (the query's dataUpdatedAt). */
  receivedAt: number;
  /** The browser's time now (useNow). */
  now: number;
}

/**
 * The waiting time now: the server's figure plus the office time since it was read. The time since is measured on
 * the browser's own clock (now − receivedAt), so a browser whose clock is wrong still counts right.
 */
export function waitingNow({ waiting, clock, receivedAt, now }: WaitingReading): number | null {
  if (!waiting) return null;
  return waiting.ms + officeTimeSince(clock, Date.parse(clock.asOf) + Math.max(0, now - receivedAt));
}

const badge: Record<WaitingLevel, string> = {
  normal: 'border-slate-400 bg-white text-ink',
  amber: 'border-amber-700 bg-amber-100 text-amber-950',
  red: 'border-red-800 bg-red-700 text-white',
};

/**
 * A lead's waiting time: "2 min" in a badge that turns amber, then red, each with its word ("Over 3 min"), so colour
 * is never the only sign. "Not reachable yet" when nobody can be called or written to (with why, when known); a dash
 * once answered.
 */
export function WaitingTime(
  reading: WaitingReading & {
    erased?: boolean;
    unreachable?: { reason: string; at: string } | null;
    /** After an attempt: "2nd try due 10:15". */
    nextTry?: { text: string } | null;
    /** The cadence ran out: "Could not reach: 7 tries". */
    couldNotReach?: string | null;
    /** The clock starts at a time the customer chose, still to come. */
    waitsFrom?: string | null;
  },
) {
  const ms = waitingNow(reading);
  if (reading.erased) return <span className="text-slate-600">—</span>;
  if (reading.couldNotReach) return <span className="font-semibold text-red-800">{reading.couldNotReach}</span>;
  if (reading.waitsFrom) {
    return <span className="text-slate-700">Not yet: due {formatDueTime(reading.waitsFrom, reading.now)}</span>;
  }
  if (!reading.reachable && reading.unreachable) {
    // Why, and since when: "Not reachable yet: left at the booking screen", "at 14:02".
    return (
      <span className="text-slate-700">
        {NOT_REACHABLE_TEXT}: {reading.unreachable.reason}{' '}
        <span className="block text-sm text-slate-600">
          {leftAtText(reading.unreachable.at, new Date(reading.now))}
        </span>
      </span>
    );
  }
  if (!reading.reachable) return <span className="text-slate-700">{NOT_REACHABLE_TEXT}</span>;
  if (ms === null)
    return (
      <span className="text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Not waiting</span>
      </span>
    );
  const level = waitingLevel(ms);
  return (
    <span className="inline-flex flex-wrap items-center gap-1 whitespace-nowrap">
      <span className={`rounded-full border-2 px-2 py-0.5 font-semibold ${badge[level]}`}>
        {formatOfficeDuration(ms)}
      </span>
      {level !== 'normal' && <span className="text-xs font-semibold text-slate-800">{waitingLevelWords[level]}</span>}
      {reading.nextTry && <span className="block basis-full text-sm text-slate-700">{reading.nextTry.text}</span>}
    </span>
  );
}

/** When a time still to come falls due: "12:00" today, "Tue 1 Dec, 12:00" another day. */
const formatDueTime = (at: string, now: number) =>
  ukDay(new Date(at)) === ukDay(new Date(now)) ? formatClockTime(at) : `${formatShortDay(at)}, ${formatClockTime(at)}`;
