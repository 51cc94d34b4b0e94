import { catalogueListLabels, catalogueMessages, productSchema, type ProductValues } from '@sme/domain';
import type { z } from 'zod';
import { recordContentChange, contentVersion, type ContentAction } from '../../../../services/content/history.ts';
import { fieldRejected, rejected } from '../../../../trpc.ts';
import {
  changedFields,
  conflict,
  isNameTaken,
  isStale,
  statusOf,
  versionsOf,
  type StaffContext,
} from './catalogue-record.ts';
import {
  checkChoices,
  checkNameFree,
  productColumns,
  productForm,
  productInclude,
  productOrNotFound,
  productValues,
} from './product-record.ts';
import type { productIdInput, productRestoreInput, productSaveInput, productStatusInput } from './products.schema.ts';

const storageUrl = (path: string) => `/storage/${path}`;

/** Every product, current and retired, by name: what the console's list shows. */
export async function listProductsHandler(ctx: StaffContext) {
  const products = await ctx.prisma.product.findMany({
    orderBy: { name: 'asc' },
    include: { acquirer: { select: { name: true } } },
  });
  return {
    products: products.map((product) => ({
      id: product.id,
      name: product.name,
      image: product.image,
      imageUrl: storageUrl(product.image),
      acquirer: product.acquirer.name,
      monthlyCharge: product.monthlyCharge,
      status: statusOf(product.retiredAt),
      updatedAt: product.updatedAt.toISOString(),
    })),
  };
}

export async function getProductHandler(ctx: StaffContext, input: z.output<typeof productIdInput>) {
  const product = await productOrNotFound(ctx.prisma, input.id);
  return {
    id: product.id,
    form: productForm(productValues(product)),
    imageUrl: storageUrl(product.image),
    status: statusOf(product.retiredAt),
    updatedAt: product.updatedAt.toISOString(),
  };
}

/** The four lists a product's form chooses from, retired rows marked (the form offers them only where chosen). */
export async function productOptionsHandler(ctx: StaffContext) {
  const row = ({ id, name, retiredAt }: { id: number; name: string; retiredAt: Date | null }) => ({
    id,
    name,
    retired: retiredAt !== null,
  });
  const [terms, acquirers, manufacturers, features] = await Promise.all([
    ctx.prisma.productTerm.findMany({ orderBy: { id: 'asc' } }),
    ctx.prisma.productAcquirer.findMany({ orderBy: { name: 'asc' } }),
    ctx.prisma.productManufacturer.findMany({ orderBy: { name: 'asc' } }),
    ctx.prisma.productFeature.findMany({ orderBy: { name: 'asc' } }),
  ]);
  return {
    terms: terms.map(row),
    acquirers: acquirers.map(row),
    manufacturers: manufacturers.map(row),
    features: features.map(row),
  };
}

/**
 * Writes a product's values (new, edited or restored) and records the change, in one transaction. An edit made on
 * top of a later save than the one the editor opened is refused, naming who made it.
 */
async function writeProduct(
  ctx: StaffContext,
  values: ProductValues,
  target: { id?: number; opened?: string; action: ContentAction },
) {
  const before = target.id === undefined ? undefined : await productOrNotFound(ctx.prisma, target.id);
  const beforeValues = before && productValues(before);
  await checkChoices(ctx.prisma, values, beforeValues);
  await checkNameFree(ctx.prisma, values.name, target.id);
  const features = values.featureIds.map((id) => ({ id }));
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      let saved;
      if (before === undefined) {
        saved = await tx.product.create({
          data: { ...productColumns(values), features: { connect: features } },
          include: productInclude,
        });
      } else {
        if (isStale(before.updatedAt, target.opened)) throw await conflict(tx, 'product', before.id);
        // Only the version the editor opened is changed: a save that raced in between leaves nothing to change.
        const { count } = await tx.product.updateMany({
          where: { id: before.id, updatedAt: before.updatedAt },
          data: productColumns(values),
        });
        if (count === 0) throw await conflict(tx, 'product', before.id);
        saved = await tx.product.update({
          where: { id: before.id },
          data: { features: { set: features } },
          include: productInclude,
        });
      }
      const after = productValues(saved);
      await recordContentChange(tx, {
        kind: 'product',
        entityId: saved.id,
        action: target.action,
        data: { ...after },
        actorId: ctx.user.id,
        label: saved.name,
        changed: beforeValues && changedFields({ ...beforeValues }, { ...after }),
      });
      return { id: saved.id, updatedAt: saved.updatedAt.toISOString() };
    });
  } catch (error) {
    if (isNameTaken(error)) throw fieldRejected('name', catalogueMessages.productNameTaken);
    throw error;
  }
}

export function saveProductHandler(ctx: StaffContext, input: z.output<typeof productSaveInput>) {
  const { id, updatedAt, ...values } = input;
  return writeProduct(ctx, values, { id, opened: updatedAt, action: id === undefined ? 'created' : 'edited' });
}

/**
 * Retires a product (left out of the public catalogue; applications that chose it keep it), or reinstates one. A
 * product goes back on offer only on a current term, acquirer and manufacturer.
 */
export async function setProductRetiredHandler(
  ctx: StaffContext,
  input: z.output<typeof productStatusInput>,
  retire: boolean,
) {
  const product = await productOrNotFound(ctx.prisma, input.id);
  if ((product.retiredAt !== null) === retire) {
    return { status: statusOf(product.retiredAt), updatedAt: product.updatedAt.toISOString() };
  }
  if (!retire) {
    const rows = await ctx.prisma.product.findUnique({
      where: { id: product.id },
      select: { term: true, acquirer: true, manufacturer: true },
    });
    for (const kind of ['term', 'acquirer', 'manufacturer'] as const) {
      if (rows?.[kind].retiredAt !== null) {
        throw rejected(catalogueMessages.retiredChoice(catalogueListLabels[kind].one));
      }
    }
  }
  return ctx.prisma.$transaction(async (tx) => {
    if (isStale(product.updatedAt, input.updatedAt)) throw await conflict(tx, 'product', product.id);
    const { count } = await tx.product.updateMany({
      where: { id: product.id, updatedAt: product.updatedAt },
      data: { retiredAt: retire ? new Date() : null },
    });
    if (count === 0) throw await conflict(tx, 'product', product.id);
    const saved = await tx.product.findUniqueOrThrow({ where: { id: product.id }, include: productInclude });
    await recordContentChange(tx, {
      kind: 'product',
      entityId: saved.id,
      action: retire ? 'retired' : 'reinstated',
      data: { ...productValues(saved) },
      actorId: ctx.user.id,
      label: saved.name,
    });
    return { status: statusOf(saved.retiredAt), updatedAt: saved.updatedAt.toISOString() };
  });
}

export async function productHistoryHandler(ctx: StaffContext, input: z.output<typeof productIdInput>) {
  await productOrNotFound(ctx.prisma, input.id);
  return versionsOf(ctx.prisma, 'product', input.id);
}

/** Puts back a version's values (its retired or current state stays as it is now), recorded as restored. */
export async function restoreProductHandler(ctx: StaffContext, input: z.output<typeof productRestoreInput>) {
  await productOrNotFound(ctx.prisma, input.id);
  const data = await contentVersion(ctx.prisma, 'product', input.id, input.versionId);
  const values = data && productSchema.safeParse(data);
  if (!values?.success) throw rejected(catalogueMessages.versionNotFound);
  const { updatedAt } = await writeProduct(ctx, values.data, {
    id: input.id,
    opened: input.updatedAt,
    action: 'restored',
  });
  return { updatedAt };
}
