import { serverMessages } from '@sme/domain';
import type { Context } from '../../context.ts';
import { productCatalogue, unknownFilters, type ProductFilters } from '../../services/product-catalogue.ts';
import { notFound } from '../../trpc.ts';

export async function catalogueHandler(ctx: Context, filters: ProductFilters) {
  if ((await unknownFilters(ctx.prisma, filters)).length > 0) throw notFound(serverMessages.filterNotFound);
  return { collections: await productCatalogue(ctx.prisma, filters) };
}
