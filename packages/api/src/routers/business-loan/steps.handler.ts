import { serverMessages, type FlowStepKey } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { quoteStateSelect, updateExisting } from '../../services/quote-access.ts';
import type { categoryInput } from './category.schema.ts';
import type { turnoverInput } from './turnover.schema.ts';

/** Saves one step of a loan application that must already exist. */
export function updateLoan(
  ctx: Context,
  id: string,
  step: FlowStepKey<'business_loan'>,
  data: Parameters<Context['prisma']['loanApplication']['updateMany']>[0]['data'],
) {
  return updateExisting({
    prisma: ctx.prisma,
    id,
    step,
    source: (known) => ({ kind: 'business_loan', id: known }),
    state: (tx, known) => tx.loanApplication.findUnique({ where: { id: known }, select: quoteStateSelect }),
    update: (tx, known) => tx.loanApplication.updateMany({ where: { id: known }, data }),
    message: serverMessages.applicationNotFound,
  });
}

export async function categoryHandler(ctx: Context, input: z.output<typeof categoryInput>) {
  return { collections: await updateLoan(ctx, input.id, 'category', { businessCategory: input.business_cat }) };
}

export async function turnoverHandler(ctx: Context, input: z.output<typeof turnoverInput>) {
  return {
    collections: await updateLoan(ctx, input.id, 'turnover', {
      monthlyTurnoverFrom: input.monthly_turnover_from,
    }),
  };
}
