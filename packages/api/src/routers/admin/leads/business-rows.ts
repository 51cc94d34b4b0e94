import { emptySql, joinSql, sql, type Prisma, type Sql } from '@sme/db';
import { filterSql } from './export-pages.ts';
import type { SearchFilters } from './linked-search.ts';

// The inbox's "One row per business": of the leads the filters select, one per business (Lead.businessId, set by the
// database from the shared phone, e-mail or company), with how many of that business's leads the filters select.

/** A business's group; a lead stored before groups were is a business of its own. */
const business = sql`coalesce(l."businessId", l.id)`;

const whereOf = (conditions: Sql[]) => (conditions.length > 0 ? sql`WHERE ${joinSql(conditions, ' AND ')}` : emptySql);

/** How many businesses the filters select: the rows of the grouped inbox. */
export async function businessCount(prisma: Prisma, filters: SearchFilters): Promise<number> {
  const [row] = await prisma.$queryRaw<{ count: number }[]>`
    SELECT count(DISTINCT ${business})::int AS count FROM "Lead" l ${whereOf(filterSql(filters))}`;
  return row?.count ?? 0;
}

/**
 * One page of businesses, in the list's order: newest first by each business's newest lead, or, in the "To answer"
 * view, longest waiting first by its longest-waiting lead. Each answers that lead's id and its business's count.
 * The order ends on the lead's id, so the offset pages never share or skip a business.
 */
export async function businessPage(
  prisma: Prisma,
  filters: SearchFilters,
  skip: number,
  take: number,
): Promise<{ id: string; enquiries: number }[]> {
  const toAnswer = filters.view === 'to-answer';
  const within = toAnswer ? sql`l."reachableAt" ASC, l.id ASC` : sql`l."createdAt" DESC, l.id DESC`;
  const across = toAnswer ? sql`g."reachableAt" ASC, g.id ASC` : sql`g."createdAt" DESC, g.id DESC`;
  return prisma.$queryRaw<{ id: string; enquiries: number }[]>`
    SELECT g.id, g.enquiries FROM (
      SELECT DISTINCT ON (${business}) l.id, l."createdAt", l."reachableAt",
             count(*) OVER (PARTITION BY ${business})::int AS enquiries
        FROM "Lead" l ${whereOf(filterSql(filters))}
       ORDER BY ${business}, ${within}
    ) g
     ORDER BY ${across}
    OFFSET ${skip} LIMIT ${take}`;
}
