import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { saveLeadStep } from '../../services/lead-inbox/lead-steps.ts';
import type { createInput } from './create.schema.ts';

export async function createHandler(ctx: Context, input: z.output<typeof createInput>) {
  const application = await saveLeadStep(
    ctx.prisma,
    { type: 'created' },
    (tx) =>
      tx.cashAdvanceApplication.create({
        data: {
          locationData: input.location_data,
          takePayment: input.take_payment,
          businessLocation: input.business_location,
          businessName: input.business_name,
          cardProvider: input.card_provider,
        },
        select: { id: true },
      }),
    (row) => ({ kind: 'cash_advance', cashAdvanceApplicationId: row.id }),
  );
  return { collections: { id: application.id } };
}
