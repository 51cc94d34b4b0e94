import { joinSql, sql, type Prisma } from '@sme/db';
import type { FunnelDefinition } from './funnel-steps.ts';
import { utcTimestamp } from './report-range.ts';

/**
 * How many of a flow's leads received in [start, end) reached each step and every step before it, in one
 * statement: the n-th count filters on the first n steps' conditions together. Spam is left out (a bot's
 * submission is no visitor's journey); erased leads count.
 */
export async function funnelCounts(prisma: Prisma, funnel: FunnelDefinition, start: Date, end: Date) {
  const counts = funnel.steps.map((_, index) => {
    const upToHere = funnel.steps.slice(0, index + 1).map((step) => sql`(${step.reached})`);
    return sql`count(*) FILTER (WHERE ${joinSql(upToHere, ' AND ')})`;
  });
  const [row] = await prisma.$queryRaw<{ counts: number[] }[]>`
    SELECT ARRAY[${joinSql(counts)}]::int[] AS counts
      FROM "Lead" l
      ${funnel.join}
     WHERE l.kind::text = ${funnel.flow}
       AND l."createdAt" >= ${utcTimestamp(start)}::timestamp AND l."createdAt" < ${utcTimestamp(end)}::timestamp
       AND l.status <> 'spam'`;
  return (row?.counts ?? []).map(Number);
}
