import type { Prisma } from '@sme/db';
import { utcTimestamp } from './report-range.ts';

/** One group's counts, as the database adds them up. */
export interface AttributionRow {
  /** GROUPING(source, medium, campaign, partnerId): a bit set for each column the row is not grouped by. */
  grouping: number;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  partnerId: string | null;
  partnerName: string | null;
  leads: number;
  won: number;
}

/** The groups each row belongs to, named by the GROUPING(source, medium, campaign, partnerId) value they carry. */
export const attributionGroupings = {
  source: 0b0111,
  medium: 0b1011,
  campaign: 0b1101,
  partner: 0b1110,
  total: 0b1111,
} as const;

/**
 * Leads and won leads received in [start, end), per first-touch source, medium and campaign, per partner and in
 * total, in one statement (GROUPING SETS), so every table adds up from the same rows.
 *
 * - Spam is left out: a bot's submission is no one's lead, and counting it would flatter the channel bots find.
 * - Erased leads count: their personal fields are blank, but they came in through a channel and may have been won.
 * - won: the lead's status is Won now (the report reads today's outcome of the leads received in the range).
 */
export function attributionRows(prisma: Prisma, start: Date, end: Date): Promise<AttributionRow[]> {
  return prisma.$queryRaw<AttributionRow[]>`
    SELECT GROUPING(l.source, l.medium, l.campaign, l."partnerId")::int AS grouping,
           l.source, l.medium, l.campaign, l."partnerId"::text AS "partnerId", p.name AS "partnerName",
           count(*)::int AS leads,
           (count(*) FILTER (WHERE l.status = 'won'))::int AS won
      FROM "Lead" l
      LEFT JOIN "Partner" p ON p.id = l."partnerId"
     WHERE l."createdAt" >= ${utcTimestamp(start)}::timestamp AND l."createdAt" < ${utcTimestamp(end)}::timestamp
       AND l.status <> 'spam'
     GROUP BY GROUPING SETS ((l.source), (l.medium), (l.campaign), (l."partnerId", p.name), ())`;
}
