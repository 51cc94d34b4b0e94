import { Prisma as Generated } from './generated/client.ts';
import type { DbTransaction, Prisma } from './client.ts';

/**
 * The tables a lead's first write fills, each with its columns as Prisma's schema names them: what insertAtOnce
 * may write, checked at run time as the types check it at compile time.
 */
const columnsOf = {
  ContactEnquiry: Generated.ContactEnquiryScalarFieldEnum,
  PopupLead: Generated.PopupLeadScalarFieldEnum,
  PartnerRegistration: Generated.PartnerRegistrationScalarFieldEnum,
  GuestLead: Generated.GuestLeadScalarFieldEnum,
  LoanApplication: Generated.LoanApplicationScalarFieldEnum,
  CashAdvanceApplication: Generated.CashAdvanceApplicationScalarFieldEnum,
  Lead: Generated.LeadScalarFieldEnum,
  LeadEvent: Generated.LeadEventScalarFieldEnum,
  Delivery: Generated.DeliveryScalarFieldEnum,
} as const;

export type InsertModel = keyof typeof columnsOf;

/**
 * A value's place in the VALUES list. An object or array can only be a Json column's (none of these tables has a
 * list column): sent as its JSON text, as Prisma sends it, since a raw query's array would go as a PostgreSQL array.
 */
function placeholder(value: unknown, param: (value: unknown) => string): string {
  if (value === undefined) return 'DEFAULT';
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return `${param(JSON.stringify(value))}::text::jsonb`;
  }
  return param(value);
}

type CreateManyData<M extends InsertModel> = Generated.TypeMap['model'][M]['operations']['createMany']['args'] extends {
  data: infer Data;
}
  ? Data extends readonly (infer Row)[]
    ? Row
    : Data
  : never;

/** One row as Prisma's createMany takes it (foreign keys as plain columns), with its id: other rows point at it. */
export type InsertRow<M extends InsertModel> = CreateManyData<M> & { id: string };

/** Rows of one table, in the order the statement writes them. */
export type InsertRows = { [M in InsertModel]: { model: M; rows: InsertRow<M>[] } }[InsertModel];

/**
 * Writes rows of several tables in one statement: each table's INSERT is a step of one WITH, so all of them are
 * stored or none, and the foreign keys between them are checked at the statement's end, when all exist.
 *
 * Why not prisma.$transaction and a create per table: on the embedded database (one connection, on its own thread)
 * each statement of a transaction is a round trip between threads with the connection held, and a form's four
 * tables took 8 statements and 12 ms where this takes one and under 2 (npm run bench: contact-us at 200 a second).
 * The SQL is made here from Prisma's own names for the tables and columns, every value a parameter whose type
 * PostgreSQL takes from its column; a column the schema does not have is refused. `updatedAt`, which Prisma fills
 * rather than the database, is filled here the same way; a column left out takes the database's default.
 */
export async function insertAtOnce(db: Prisma | DbTransaction, batch: InsertRows[]): Promise<void> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const now = new Date();
  const steps = batch
    .filter((table) => table.rows.length > 0)
    .map((table, index) => {
      const known: Record<string, string> = columnsOf[table.model];
      const rows = table.rows.map((row) => ('updatedAt' in known ? { updatedAt: now, ...row } : row)) as Record<
        string,
        unknown
      >[];
      const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
      const unknown = columns.find((column) => !(column in known));
      if (unknown) throw new Error(`${table.model} has no column ${unknown}`);
      const tuples = rows.map((row) => `(${columns.map((column) => placeholder(row[column], param)).join(', ')})`);
      const names = columns.map((column) => `"${column}"`).join(', ');
      return `w${index} AS (INSERT INTO "${table.model}" (${names}) VALUES ${tuples.join(', ')})`;
    });
  if (steps.length === 0) return;
  await db.$executeRawUnsafe(`WITH ${steps.join(', ')} SELECT 1`, ...params);
}
