import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { saveLeadStep } from '../../services/lead-inbox/lead-steps.ts';
import { updateLoan } from './steps.handler.ts';
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
  if (input.id) return { collections: await updateLoan(ctx, input.id, 'basic information', data) };
  const created = await saveLeadStep(
    ctx.prisma,
    { type: 'created' },
    (tx) => tx.loanApplication.create({ data, select: { id: true } }),
    (row) => ({ kind: 'business_loan', loanApplicationId: row.id }),
  );
  return { collections: { id: created.id } };
}
