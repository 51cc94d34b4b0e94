import { serverMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { catalogueProduct } from '../../services/product-catalogue.ts';
import { notFound } from '../../trpc.ts';
import type { getProductInput } from './get-product.schema.ts';

export async function getProductHandler(ctx: Context, input: z.output<typeof getProductInput>) {
  const product = await catalogueProduct(ctx.prisma, input.id);
  if (!product) throw notFound(serverMessages.productNotFound);
  return { collections: product };
}
