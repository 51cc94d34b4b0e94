import { registerSuccessDialog } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { saveLeadStep } from '../../services/lead-inbox/lead-steps.ts';
import type { registerInput } from './register.schema.ts';

export async function registerHandler(ctx: Context, input: z.output<typeof registerInput>) {
  await saveLeadStep(
    ctx.prisma,
    { type: 'created' },
    (tx) =>
      tx.partnerRegistration.create({
        data: { name: input.name, email: input.email, phone: input.phone, businessAddress: input.business_address },
        select: { id: true },
      }),
    (row) => ({ kind: 'partner_registration', partnerRegistrationId: row.id }),
  );
  return { message: registerSuccessDialog.title };
}
