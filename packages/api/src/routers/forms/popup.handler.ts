import { messages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { formRulesOf, screenSubmission } from '../../services/lead-inbox/bot-screening.ts';
import { saveSubmission } from '../../services/lead-inbox/new-submission.ts';
import { intakeOf } from '../../services/lead-inbox/round-robin.ts';
import type { popupInput } from './popup.schema.ts';

export async function popupHandler(ctx: Context, input: z.output<typeof popupInput>) {
  const rules = formRulesOf(ctx);
  const saved = await saveSubmission(
    ctx.prisma,
    screenSubmission('popup', input, rules),
    rules,
    'popup',
    {
      name: input.name,
      email: input.email,
      phone: input.phone,
      page: input.page || null,
    },
    intakeOf(ctx, input),
  );
  return { message: messages.popupSuccess, collections: { lead_id: saved.leadId } };
}
