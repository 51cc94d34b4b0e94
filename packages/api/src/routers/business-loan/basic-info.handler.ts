import { serverMessages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { updateExisting } from '../../services/applications.ts';
import type { basicInfoInput } from './basic-info.schema.ts';

export async function basicInfoHandler(ctx: Context, input: z.output<typeof basicInfoInput>) {
  const data = {
    companyName: input.company_name,
    companyAddress: input.company_address || null,
    tradingName: input.tradding_name || null,
    tradingAddress: input.tradding_address || null,
    borrowAmount: input.borrow_ammount,
    borrowTermMonths: input.borrow_month,
  };
  if (input.id) {
    const saved = await updateExisting(
      input.id,
      (id) => ctx.prisma.loanApplication.updateMany({ where: { id }, data }),
      serverMessages.applicationNotFound,
    );
    return { collections: saved };
  }
  const created = await ctx.prisma.loanApplication.create({ data, select: { id: true } });
  return { collections: { id: created.id } };
}
