import { registerSuccessDialog } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { formRulesOf, screenSubmission } from '../../services/lead-inbox/bot-screening.ts';
import { saveSubmission } from '../../services/lead-inbox/new-submission.ts';
import { intakeOf } from '../../services/lead-inbox/round-robin.ts';
import type { registerInput } from './register.schema.ts';

export async function registerHandler(ctx: Context, input: z.output<typeof registerInput>) {
  const rules = formRulesOf(ctx);
  const saved = await saveSubmission(
    ctx.prisma,
    screenSubmission('partner_registration', input, rules),
    rules,
    'partner_registration',
    {
      name: input.name,
      email: input.email,
      phone: input.phone,
      businessAddress: input.business_address,
    },
    intakeOf(ctx, input),
  );
  return { message: registerSuccessDialog.title, collections: { lead_id: saved.leadId } };
}
