import type { DbTransaction, Prisma } from '@sme/db';
import { catalogueListLabels, catalogueMessages, type CatalogueListKind } from '@sme/domain';
import { contentVersion, recordContentChange, type ContentAction } from '../../../../services/content/history.ts';
import { fieldRejected, notFound, rejected } from '../../../../trpc.ts';
import {
  changedFields,
  conflict,
  isNameTaken,
  isStale,
  statusOf,
  versionsOf,
  type StaffContext,
} from './catalogue-record.ts';
import { listInputs } from './lists.schema.ts';

// The four lists (terms, acquirers, manufacturers, features) are one table shape each: a name, an acquirer's logo,
// retiredAt. One implementation serves them all through this narrow view of Prisma's four delegates.

interface ListRow {
  id: number;
  name: string;
  logo?: string;
  retiredAt: Date | null;
  updatedAt: Date;
}

/** What a list's row holds as the console edits it (and a version keeps). */
export interface ListValues {
  name: string;
  logo?: string;
}

interface ListTable {
  findUnique(args: { where: { id: number } }): Promise<ListRow | null>;
  findUniqueOrThrow(args: { where: { id: number } }): Promise<ListRow>;
  findFirst(args: { where: object; select: { id: true } }): Promise<{ id: number } | null>;
  findMany(args: { orderBy: object }): Promise<ListRow[]>;
  create(args: { data: ListValues }): Promise<ListRow>;
  updateMany(args: { where: object; data: object }): Promise<{ count: number }>;
}

type Db = DbTransaction | Prisma;

const tables: Record<CatalogueListKind, (db: Db) => ListTable> = {
  term: (db) => db.productTerm as unknown as ListTable,
  acquirer: (db) => db.productAcquirer as unknown as ListTable,
  manufacturer: (db) => db.productManufacturer as unknown as ListTable,
  feature: (db) => db.productFeature as unknown as ListTable,
};

/** The current products that use a row: a retired one would leave them pointing at what is no longer offered. */
const usedBy: Record<CatalogueListKind, (id: number) => object> = {
  term: (id) => ({ termId: id }),
  acquirer: (id) => ({ acquirerId: id }),
  manufacturer: (id) => ({ manufacturerId: id }),
  feature: (id) => ({ features: { some: { id } } }),
};

const storageUrl = (path: string) => `/storage/${path}`;

const valuesOf = (kind: CatalogueListKind, row: ListRow): ListValues =>
  kind === 'acquirer' ? { name: row.name, logo: row.logo } : { name: row.name };

async function rowOrNotFound(db: Db, kind: CatalogueListKind, id: number) {
  const row = await tables[kind](db).findUnique({ where: { id } });
  if (!row) throw notFound(catalogueMessages.listRowNotFound(catalogueListLabels[kind].one));
  return row;
}

const currentProductsUsing = (db: Db, kind: CatalogueListKind, id: number) =>
  db.product.count({ where: { retiredAt: null, ...usedBy[kind](id) } });

/** A list's rows, current and retired, with how many current products use each. */
export async function listRowsHandler(ctx: StaffContext, kind: CatalogueListKind) {
  const rows = await tables[kind](ctx.prisma).findMany({ orderBy: kind === 'term' ? { id: 'asc' } : { name: 'asc' } });
  const counts = await Promise.all(rows.map((row) => currentProductsUsing(ctx.prisma, kind, row.id)));
  return {
    rows: rows.map((row, index) => ({
      id: row.id,
      name: row.name,
      ...(kind === 'acquirer' && row.logo !== undefined ? { logo: row.logo, logoUrl: storageUrl(row.logo) } : {}),
      status: statusOf(row.retiredAt),
      updatedAt: row.updatedAt.toISOString(),
      products: counts[index]!,
    })),
  };
}

/** Writes a row's values (new, renamed, or restored) and records the change, in one transaction. */
async function writeRow(
  ctx: StaffContext,
  kind: CatalogueListKind,
  values: ListValues,
  target: { id?: number; opened?: string; action: ContentAction },
) {
  const { one } = catalogueListLabels[kind];
  const before = target.id === undefined ? undefined : await rowOrNotFound(ctx.prisma, kind, target.id);
  const table = tables[kind](ctx.prisma);
  const holder = await table.findFirst({
    where: { name: { equals: values.name, mode: 'insensitive' }, ...(before ? { NOT: { id: before.id } } : {}) },
    select: { id: true },
  });
  if (holder) throw fieldRejected('name', catalogueMessages.listNameTaken(one));
  const data = valuesOf(kind, { ...(before ?? { id: 0, retiredAt: null, updatedAt: new Date() }), ...values });
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const rows = tables[kind](tx);
      let saved: ListRow;
      if (before === undefined) {
        saved = await rows.create({ data });
      } else {
        if (isStale(before.updatedAt, target.opened)) throw await conflict(tx, kind, before.id);
        const { count } = await rows.updateMany({ where: { id: before.id, updatedAt: before.updatedAt }, data });
        if (count === 0) throw await conflict(tx, kind, before.id);
        saved = await rows.findUniqueOrThrow({ where: { id: before.id } });
      }
      const after = valuesOf(kind, saved);
      await recordContentChange(tx, {
        kind,
        entityId: saved.id,
        action: target.action,
        data: { ...after },
        actorId: ctx.user.id,
        label: saved.name,
        changed: before && changedFields({ ...valuesOf(kind, before) }, { ...after }),
      });
      return { id: saved.id, updatedAt: saved.updatedAt.toISOString() };
    });
  } catch (error) {
    if (isNameTaken(error)) throw fieldRejected('name', catalogueMessages.listNameTaken(one));
    throw error;
  }
}

export function saveRowHandler(
  ctx: StaffContext,
  kind: CatalogueListKind,
  input: ListValues & { id?: number; updatedAt?: string },
) {
  const { id, updatedAt, ...values } = input;
  return writeRow(ctx, kind, values, { id, opened: updatedAt, action: id === undefined ? 'created' : 'edited' });
}

/**
 * Retires a row (left out of the public filters; products and applications keep it), or reinstates one. A row that
 * current products still use is not retired: they would drop out of the public catalogue without anyone deciding
 * so. The editor changes or retires those products first; the message says how many.
 */
export async function setRowRetiredHandler(
  ctx: StaffContext,
  kind: CatalogueListKind,
  input: { id: number; updatedAt?: string },
  retire: boolean,
) {
  const row = await rowOrNotFound(ctx.prisma, kind, input.id);
  if ((row.retiredAt !== null) === retire) {
    return { status: statusOf(row.retiredAt), updatedAt: row.updatedAt.toISOString() };
  }
  if (retire) {
    const products = await currentProductsUsing(ctx.prisma, kind, row.id);
    if (products > 0) throw rejected(catalogueMessages.listRowInUse(catalogueListLabels[kind].one, products));
  }
  return ctx.prisma.$transaction(async (tx) => {
    const rows = tables[kind](tx);
    if (isStale(row.updatedAt, input.updatedAt)) throw await conflict(tx, kind, row.id);
    const { count } = await rows.updateMany({
      where: { id: row.id, updatedAt: row.updatedAt },
      data: { retiredAt: retire ? new Date() : null },
    });
    if (count === 0) throw await conflict(tx, kind, row.id);
    const saved = await rows.findUniqueOrThrow({ where: { id: row.id } });
    await recordContentChange(tx, {
      kind,
      entityId: saved.id,
      action: retire ? 'retired' : 'reinstated',
      data: { ...valuesOf(kind, saved) },
      actorId: ctx.user.id,
      label: saved.name,
    });
    return { status: statusOf(saved.retiredAt), updatedAt: saved.updatedAt.toISOString() };
  });
}

export async function rowHistoryHandler(ctx: StaffContext, kind: CatalogueListKind, input: { id: number }) {
  await rowOrNotFound(ctx.prisma, kind, input.id);
  return versionsOf(ctx.prisma, kind, input.id);
}

export async function restoreRowHandler(
  ctx: StaffContext,
  kind: CatalogueListKind,
  input: { id: number; versionId: string; updatedAt?: string },
) {
  await rowOrNotFound(ctx.prisma, kind, input.id);
  const data = await contentVersion(ctx.prisma, kind, input.id, input.versionId);
  const values = data && listInputs(kind).fields.safeParse(data);
  if (!values?.success) throw rejected(catalogueMessages.versionNotFound);
  const { updatedAt } = await writeRow(ctx, kind, values.data, {
    id: input.id,
    opened: input.updatedAt,
    action: 'restored',
  });
  return { updatedAt };
}
