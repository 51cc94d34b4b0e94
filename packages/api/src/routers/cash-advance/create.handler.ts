import type { z } from 'zod';
import type { Context } from '../../context.ts';
import type { createInput } from './create.schema.ts';

export async function createHandler(ctx: Context, input: z.output<typeof createInput>) {
  const application = await ctx.prisma.cashAdvanceApplication.create({
    data: {
      locationData: input.location_data,
      takePayment: input.take_payment,
      businessLocation: input.business_location,
      businessName: input.business_name,
      cardProvider: input.card_provider,
    },
    select: { id: true },
  });
  return { collections: { id: application.id } };
}
