import { flowStep, PRODUCT_NOT_SURE, serverMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { quoteStateSelect, updateExisting } from '../../services/quote-access.ts';
import { fieldRejected } from '../../trpc.ts';
import { asJson, cardCostShown, storedChargesSelect } from './figures.ts';
import type { updateInput } from './update.schema.ts';

export async function updateHandler(ctx: Context, input: z.output<typeof updateInput>) {
  const notSure = input.product_id === PRODUCT_NOT_SURE;
  let cardCost = null;
  if (!notSure) {
    // A retired product is no longer offered: applications that chose it keep it, a new choice cannot be it.
    const product = await ctx.prisma.product.findFirst({
      where: { id: input.product_id as number, retiredAt: null },
      select: { id: true, ...storedChargesSelect },
    });
    if (!product) throw fieldRejected('product_id', serverMessages.productNotFound, 'not_found');
    // The cost its card showed, from its stored rates: what the browser sent are only the takings.
    cardCost = cardCostShown(product, input.cardTakings);
  }
  const saved = await updateExisting({
    prisma: ctx.prisma,
    id: input.id,
    step: flowStep('cash_advance', 'product').key,
    source: (id) => ({ kind: 'cash_advance', id }),
    state: (tx, id) => tx.cashAdvanceApplication.findUnique({ where: { id }, select: quoteStateSelect }),
    update: async (tx, id) => {
      const updated = await tx.cashAdvanceApplication.updateMany({
        where: { id },
        data: {
          productId: notSure ? null : (input.product_id as number),
          productNotSure: notSure,
          ...(cardCost && { cardCostShown: asJson(cardCost) }),
        },
      });
      // A choice without an estimate drops the one an earlier choice stored: the lead shows what was last seen.
      if (!cardCost && updated.count > 0) {
        await tx.$executeRaw`UPDATE "CashAdvanceApplication" SET "cardCostShown" = NULL WHERE "id" = ${id}::uuid`;
      }
      return updated;
    },
    message: serverMessages.applicationNotFound,
  });
  return { collections: saved };
}
