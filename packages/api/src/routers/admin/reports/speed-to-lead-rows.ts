import type { Prisma } from '@sme/db';
import { ANSWER_TARGET_SECONDS, DIRECT_SOURCE, type LeadKindValue } from '@sme/domain';
import { salesKinds } from '../../../services/lead-kinds/registry.ts';
import { utcTimestamp } from './report-range.ts';

/** One group's counts and times, as the database adds them up. */
export interface GroupRow {
  /** Which columns the row is grouped by: GROUPING(day, agent, kind, source), a bit set for each one left out. */
  grouping: number;
  /** The UK day the lead became callable (its waiting clock started), yyyy-mm-dd. */
  day: string | null;
  /** Whose lead it is: who reached the person, else who it is assigned to; null: nobody's yet. */
  agent: string | null;
  kind: LeadKindValue | null;
  source: string | null;
  callable: number;
  reached: number;
  withinTarget: number;
  stillWaiting: number;
  neverReached: number;
  median: number | null;
  p90: number | null;
  /** The mean of the attempts it took to reach each reached lead (the reaching one included), to one decimal. */
  attemptsPerReached: number | null;
}

/** The groups each row belongs to, named by the GROUPING(day, agent, kind, source) value their rows carry. */
export const groupings = {
  day: 0b0111,
  agent: 0b1011,
  kind: 0b1101,
  source: 0b1110,
  total: 0b1111,
} as const;

/**
 * The report's figures for the sales leads that became callable in [start, end) and by `now`, in one statement: per
 * UK day, per agent, per kind, per source and in total (GROUPING SETS), so every table adds up from the same rows.
 *
 * - callable: the waiting clock started in the range (waitFrom: a phone number or e-mail became known, or the
 *   callback window or booked call the customer chose began). Kinds that are not sales conversations (a partner's
 *   registration) and spam never count: they are nobody's call to make.
 * - reached: firstContactAt is set (a conversation, or a reply to an e-mail); attempts do not set it;
 * - withinTarget: reached in at most ANSWER_TARGET_SECONDS of office time from the clock's start;
 * - neverReached: not reached, and nobody will try again: the cadence ran out, the lead was closed (won or lost),
 *   erased, or the person asked not to be contacted;
 * - stillWaiting: the rest, not reached and still in "To answer";
 * - median and p90: percentile_cont over the reached leads' office seconds (a spreadsheet's MEDIAN and
 *   PERCENTILE.INC); a lead reached before its office time was recorded (moved by the contact_cadence migration)
 *   counts as reached, not within 3 minutes, and is left out of the times.
 *
 * The UK day is the clock's start read in Europe/London, so a lead at 23:30 UTC in summer is the next day's.
 */
export function speedToLeadRows(prisma: Prisma, start: Date, end: Date, now: Date): Promise<GroupRow[]> {
  return prisma.$queryRaw<GroupRow[]>`
    WITH l AS (
      SELECT ((l."waitFrom" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/London')::date AS day,
             COALESCE(l."firstContactById", l."assigneeId") AS agent,
             l.kind::text AS kind, COALESCE(l.source, ${DIRECT_SOURCE}) AS source,
             l."firstContactAt" IS NOT NULL AS reached,
             l."firstContactAt" IS NULL AND (l."couldNotReachAt" IS NOT NULL OR l.status IN ('won', 'lost')
               OR l."erasedAt" IS NOT NULL OR l."doNotContactAt" IS NOT NULL) AS "neverReached",
             CASE WHEN l."firstContactAt" IS NOT NULL THEN l."firstContactOfficeSeconds" END AS seconds,
             CASE WHEN l."firstContactAt" IS NOT NULL THEN l."attemptsToReach" END AS attempts
        FROM "Lead" l
       WHERE l."waitFrom" >= ${utcTimestamp(start)}::timestamp AND l."waitFrom" < ${utcTimestamp(end)}::timestamp
         AND l."waitFrom" <= ${utcTimestamp(now)}::timestamp
         AND l.kind::text = ANY(${salesKinds}::text[]) AND l.status <> 'spam'
    )
    SELECT GROUPING(day, agent, kind, source)::int AS grouping,
           day::text AS day, agent, kind, source,
           count(*)::int AS callable,
           (count(*) FILTER (WHERE reached))::int AS reached,
           (count(*) FILTER (WHERE seconds <= ${ANSWER_TARGET_SECONDS}))::int AS "withinTarget",
           (count(*) FILTER (WHERE NOT reached AND NOT "neverReached"))::int AS "stillWaiting",
           (count(*) FILTER (WHERE "neverReached"))::int AS "neverReached",
           percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) AS median,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY seconds) AS p90,
           round(avg(attempts), 1)::float8 AS "attemptsPerReached"
      FROM l
     GROUP BY GROUPING SETS ((day), (agent), (kind), (source), ())`;
}
