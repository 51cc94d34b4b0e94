import type { Prisma } from '@sme/db';
import { ANSWER_TARGET_SECONDS, type LeadKindValue } from '@sme/domain';

/** One group's counts and times, as the database adds them up. */
export interface GroupRow {
  /** Which columns the row is grouped by: GROUPING(day, agent, kind), a bit set for each one left out. */
  grouping: number;
  /** The UK day the leads were received, yyyy-mm-dd. */
  day: string | null;
  /** Who made the first contact: a user's id, '' for a user no longer on record, null for leads not answered. */
  agent: string | null;
  kind: LeadKindValue | null;
  received: number;
  reachable: number;
  answered: number;
  withinTarget: number;
  median: number | null;
  p90: number | null;
}

/** The groups each row belongs to, named by the GROUPING(day, agent, kind) value their rows carry. */
export const groupings = {
  day: 0b011,
  dayKind: 0b010,
  agent: 0b101,
  agentKind: 0b100,
  kind: 0b110,
  total: 0b111,
} as const;

/** A moment as `timestamp` reads it: the columns hold UTC without a zone, whatever the session's TimeZone is. */
const utcTimestamp = (date: Date) => date.toISOString().slice(0, 23);

/**
 * The report's figures for the leads received in [start, end), in one statement: per UK day, per agent (who made
 * the first contact), per kind, per day and kind, per agent and kind, and in total (GROUPING SETS), so every table
 * of the report adds up from the same rows.
 *
 * - received: every lead, erased ones too (their personal fields are blank; they still came in);
 * - reachable: reachableAt is set (a phone number or e-mail became known);
 * - answered: firstContactAt is set (the first call or e-mail logged), whatever the lead's status now;
 * - withinTarget: answered, in at most ANSWER_TARGET_SECONDS of office time (firstContactOfficeSeconds);
 * - median and p90: percentile_cont, interpolated between the two nearest times (as a spreadsheet's MEDIAN and
 *   PERCENTILE.INC read the export's "Time to first contact (office)" column), over the answered leads' times.
 *
 * The UK day is the received moment read in Europe/London, so a lead at 23:30 UTC in summer is the next day's.
 */
export function speedToLeadRows(prisma: Prisma, start: Date, end: Date): Promise<GroupRow[]> {
  return prisma.$queryRaw<GroupRow[]>`
    WITH l AS (
      SELECT ((l."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE 'Europe/London')::date AS day,
             CASE WHEN l."firstContactAt" IS NULL THEN NULL ELSE COALESCE(l."firstContactById", '') END AS agent,
             l.kind, l."reachableAt", l."firstContactAt", l."firstContactOfficeSeconds" AS seconds
        FROM "Lead" l
       WHERE l."createdAt" >= ${utcTimestamp(start)}::timestamp AND l."createdAt" < ${utcTimestamp(end)}::timestamp
    )
    SELECT GROUPING(day, agent, kind)::int AS grouping,
           day::text AS day, agent, kind::text AS kind,
           count(*)::int AS received,
           count("reachableAt")::int AS reachable,
           count("firstContactAt")::int AS answered,
           (count(*) FILTER (WHERE "firstContactAt" IS NOT NULL AND seconds <= ${ANSWER_TARGET_SECONDS}))::int
             AS "withinTarget",
           percentile_cont(0.5) WITHIN GROUP (ORDER BY seconds) FILTER (WHERE "firstContactAt" IS NOT NULL)
             AS median,
           percentile_cont(0.9) WITHIN GROUP (ORDER BY seconds) FILTER (WHERE "firstContactAt" IS NOT NULL)
             AS p90
      FROM l
     GROUP BY GROUPING SETS ((day), (day, kind), (agent), (agent, kind), (kind), ())`;
}
