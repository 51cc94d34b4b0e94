import { serverMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { updateExisting } from '../../services/applications.ts';
import type { categoryInput } from './category.schema.ts';
import type { turnoverInput } from './turnover.schema.ts';

function updateLoan(
  ctx: Context,
  id: string,
  data: Parameters<Context['prisma']['loanApplication']['updateMany']>[0]['data'],
) {
  return updateExisting(
    id,
    (known) => ctx.prisma.loanApplication.updateMany({ where: { id: known }, data }),
    serverMessages.applicationNotFound,
  );
}

export async function categoryHandler(ctx: Context, input: z.output<typeof categoryInput>) {
  return { collections: await updateLoan(ctx, input.id, { businessCategory: input.business_cat }) };
}

export async function turnoverHandler(ctx: Context, input: z.output<typeof turnoverInput>) {
  return { collections: await updateLoan(ctx, input.id, { monthlyTurnoverFrom: input.monthly_turnover_from }) };
}
