import { emptySql, joinSql, sql, type Prisma, type Sql } from '@sme/db';
import type { LeadKindValue, LeadStatusValue } from '@sme/domain';
import type { LinkedLead } from '../../../services/lead-kinds/registry.ts';
import { exportDetails, type ExportDetails } from './export-details.ts';
import { leadWhere } from './lead-where.ts';
import type { SearchFilters } from './linked-search.ts';

/** What one CSV row needs of a lead. */
export interface ExportRow {
  id: string;
  createdAt: Date;
  kind: LeadKindValue;
  status: LeadStatusValue;
  businessName: string | null;
  personName: string | null;
  email: string | null;
  phone: string | null;
  postCode: string | null;
  progress: string;
  assigneeName: string | null;
  reachableAt: Date | null;
  firstContactAt: Date | null;
  firstContactOfficeSeconds: number | null;
  contactAttempts: number;
  doNotContactReason: string | null;
  doNotContactAt: Date | null;
  /** Notes staff added (deleted ones not counted). */
  noteCount: number;
  /** Where it came from: the first touch's channel and touch, the last touch, and the referring partner's name. */
  source: string | null;
  medium: string | null;
  campaign: string | null;
  firstTouch: unknown;
  lastTouch: unknown;
  partnerName: string | null;
  /** From the lead's submission: its answers and when to call. */
  details: ExportDetails;
}

/** A row as its statement reads it, before its submission is read. */
type ExportRowRead = Omit<ExportRow, 'details'> & LinkedLead;

export const EXPORT_PAGE_SIZE = 2000;

/** A moment as `timestamp` reads it: the columns hold UTC without a zone, whatever the session's TimeZone is. */
const utcTimestamp = (date: Date) => date.toISOString().slice(0, 23);

/**
 * The inbox's filter (leadWhere, so the export can never select other leads than the inbox shows) as SQL
 * conditions. Anything leadWhere may write that this does not know is refused, not dropped.
 */
export function filterSql(filters: SearchFilters): Sql[] {
  const conditions: Sql[] = [];
  for (const [key, value] of Object.entries(leadWhere(filters) ?? {})) {
    if (value === undefined) continue;
    if (key === 'kind') conditions.push(sql`l.kind = ${value}::"LeadKind"`);
    else if (key === 'status' && typeof value === 'string') conditions.push(sql`l.status = ${value}::"LeadStatus"`);
    else if (key === 'status' && isStatusSet(value)) {
      // The "To answer" view: open statuses only, and the one chosen among them if any.
      if (value.equals) conditions.push(sql`l.status = ${value.equals}::"LeadStatus"`);
      conditions.push(sql`l.status::text NOT IN (${joinSql(value.notIn)})`);
    } else if (key in waitingColumns && (value === null || isNotNull(value))) {
      const column = waitingColumns[key as keyof typeof waitingColumns];
      conditions.push(value === null ? sql`${column} IS NULL` : sql`${column} IS NOT NULL`);
    } else if (key === 'AND' && Array.isArray(value)) {
      conditions.push(...value.map(viewClauseSql));
    } else if ((key === 'source' || key === 'medium' || key === 'campaign') && typeof value === 'string') {
      conditions.push(sql`${attributionColumns[key]} = ${value}`);
    } else if (key === 'partnerId' && value === null) conditions.push(sql`l."partnerId" IS NULL`);
    else if (key === 'partnerId' && typeof value === 'string') conditions.push(sql`l."partnerId" = ${value}::uuid`);
    else if (key === 'assigneeId' && value === null) conditions.push(sql`l."assigneeId" IS NULL`);
    else if (key === 'assigneeId' && typeof value === 'string') conditions.push(sql`l."assigneeId" = ${value}`);
    else if (key === 'createdAt' && isRange(value)) {
      if (value.gte) conditions.push(sql`l."createdAt" >= ${utcTimestamp(value.gte)}::timestamp`);
      if (value.lt) conditions.push(sql`l."createdAt" < ${utcTimestamp(value.lt)}::timestamp`);
    } else if (key === 'OR' && Array.isArray(value) && value.every((v) => isContains(v) || isBusinessSet(v))) {
      // The search's variants, wildcards already escaped by leadWhere: Prisma's `contains` is LIKE '%…%'; and the
      // businesses a postcode found.
      const any = value.map((v) =>
        isContains(v)
          ? sql`l."searchText" LIKE ${`%${v.searchText.contains}%`}`
          : sql`l."businessId" IN (${joinSql(v.businessId.in.map((id) => sql`${id}::uuid`))})`,
      );
      conditions.push(sql`(${joinSql(any, ' OR ')})`);
    } else {
      throw new Error(`The export cannot filter on ${key} yet.`);
    }
  }
  return conditions;
}

/** The attribution filters' columns. */
const attributionColumns = { source: sql`l.source`, medium: sql`l.medium`, campaign: sql`l.campaign` };

/** The columns the "To answer" and "Could not reach" views (waiting.ts) test for being set or not. */
const waitingColumns = {
  reachableAt: sql`l."reachableAt"`,
  firstContactAt: sql`l."firstContactAt"`,
  doNotContactAt: sql`l."doNotContactAt"`,
  erasedAt: sql`l."erasedAt"`,
  couldNotReachAt: sql`l."couldNotReachAt"`,
};

/** The views' other conditions (waiting.ts): the sales kinds, and the clock started. */
function viewClauseSql(clause: unknown): Sql {
  const kinds = (clause as { kind?: { in?: unknown } }).kind?.in;
  if (Array.isArray(kinds) && Object.keys(clause as object).length === 1) {
    return sql`l.kind::text IN (${joinSql(kinds as string[])})`;
  }
  const started = (clause as { waitFrom?: { lte?: unknown } }).waitFrom?.lte;
  if (started instanceof Date && Object.keys(clause as object).length === 1) {
    return sql`l."waitFrom" <= ${utcTimestamp(started)}::timestamp`;
  }
  throw new Error(`The export cannot filter on ${JSON.stringify(clause)} yet.`);
}

const isNotNull = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  'not' in value &&
  value.not === null;
const isStatusSet = (value: unknown): value is { equals?: string; notIn: string[] } =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as { notIn?: unknown }).notIn) &&
  Object.keys(value).every((k) => k === 'equals' || k === 'notIn');
const isRange = (value: unknown): value is { gte?: Date; lt?: Date } =>
  typeof value === 'object' && value !== null && Object.keys(value).every((k) => k === 'gte' || k === 'lt');
const isBusinessSet = (value: unknown): value is { businessId: { in: string[] } } =>
  Array.isArray((value as { businessId?: { in?: unknown } })?.businessId?.in);
const isContains = (value: unknown): value is { searchText: { contains: string } } =>
  typeof (value as { searchText?: { contains?: unknown } })?.searchText?.contains === 'string';

/**
 * Every lead the filter selects, newest first, a page at a time: each page starts after the last row of the one
 * before on (createdAt, id), the inbox index's order, so every page is a short range read off that index however
 * deep into the file it is, and no page holds the database for long. One statement per page, the assignee's
 * name joined in: the Prisma client's findMany took twice as long as its own SQL to hand over the same rows.
 * The next page is asked for as soon as a page arrives, so the database reads it while this one is written out:
 * at most two pages in hand.
 */
export async function* exportPages(
  prisma: Prisma,
  filters: SearchFilters,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<ExportRow[]> {
  const filter = filterSql(filters);
  const read = (after: ExportRow | undefined) => {
    const conditions = after
      ? [...filter, sql`(l."createdAt", l.id) < (${utcTimestamp(after.createdAt)}::timestamp, ${after.id}::uuid)`]
      : filter;
    const page = prisma.$queryRaw<ExportRowRead[]>`
      SELECT l.id, l."createdAt", l.kind, l.status,
             l."businessName", l."personName", l.email, l.phone, l."postCode", l.progress,
             u.name AS "assigneeName",
             l."reachableAt", l."firstContactAt", l."firstContactOfficeSeconds", l."contactAttempts",
             l."doNotContactReason", l."doNotContactAt",
             (SELECT count(*)::int FROM "LeadEvent" e WHERE e."leadId" = l.id AND e.type = 'note_added') AS "noteCount",
             l.source, l.medium, l.campaign, l."firstTouch", l."lastTouch", p.name AS "partnerName",
             l."contactEnquiryId", l."popupLeadId", l."partnerRegistrationId", l."guestLeadId",
             l."loanApplicationId", l."cashAdvanceApplicationId"
        FROM "Lead" l LEFT JOIN "user" u ON u.id = l."assigneeId"
        LEFT JOIN "Partner" p ON p.id = l."partnerId"
       ${conditions.length > 0 ? sql`WHERE ${joinSql(conditions, ' AND ')}` : emptySql}
       ORDER BY l."createdAt" DESC, l.id DESC
       LIMIT ${pageSize}`.then(async (rows) => {
      const details = await exportDetails(prisma, rows);
      return rows.map((row, i): ExportRow => ({ ...row, details: details[i]! }));
    });
    // A reader that stops early leaves the page it no longer wants unread: its failure is nobody's to report.
    page.catch(() => {});
    return page;
  };
  let next: Promise<ExportRow[]> | undefined = read(undefined);
  while (next) {
    const page: ExportRow[] = await next;
    next = page.length === pageSize ? read(page.at(-1)) : undefined;
    if (page.length > 0) yield page;
  }
}

/** The kinds of lead the filter selects: the export's answer columns are theirs. */
export async function exportKinds(prisma: Prisma, filters: SearchFilters): Promise<LeadKindValue[]> {
  const filter = filterSql(filters);
  const rows = await prisma.$queryRaw<{ kind: LeadKindValue }[]>`
    SELECT DISTINCT l.kind FROM "Lead" l
     ${filter.length > 0 ? sql`WHERE ${joinSql(filter, ' AND ')}` : emptySql}`;
  return rows.map((row) => row.kind);
}
