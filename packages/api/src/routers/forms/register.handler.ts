import { registerSuccessDialog } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import type { registerInput } from './register.schema.ts';

export async function registerHandler(ctx: Context, input: z.output<typeof registerInput>) {
  await ctx.prisma.partnerRegistration.create({
    data: { name: input.name, email: input.email, phone: input.phone, businessAddress: input.business_address },
  });
  return { message: registerSuccessDialog.title };
}
