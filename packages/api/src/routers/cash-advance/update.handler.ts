import { flowStep, PRODUCT_NOT_SURE, serverMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { quoteStateSelect, updateExisting } from '../../services/quote-access.ts';
import { rejected } from '../../trpc.ts';
import type { updateInput } from './update.schema.ts';

export async function updateHandler(ctx: Context, input: z.output<typeof updateInput>) {
  const notSure = input.product_id === PRODUCT_NOT_SURE;
  if (!notSure) {
    const product = await ctx.prisma.product.findUnique({
      where: { id: input.product_id as number },
      select: { id: true },
    });
    if (!product) throw rejected(serverMessages.productNotFound);
  }
  const saved = await updateExisting({
    prisma: ctx.prisma,
    id: input.id,
    step: flowStep('cash_advance', 'product').key,
    source: (id) => ({ kind: 'cash_advance', id }),
    state: (tx, id) => tx.cashAdvanceApplication.findUnique({ where: { id }, select: quoteStateSelect }),
    update: (tx, id) =>
      tx.cashAdvanceApplication.updateMany({
        where: { id },
        data: { productId: notSure ? null : (input.product_id as number), productNotSure: notSure },
      }),
    message: serverMessages.applicationNotFound,
  });
  return { collections: saved };
}
