import { contactSuccessDialog, serviceLabels } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { formRulesOf, screenSubmission } from '../../services/lead-inbox/bot-screening.ts';
import { saveSubmission } from '../../services/lead-inbox/new-submission.ts';
import { intakeOf } from '../../services/lead-inbox/round-robin.ts';
import type { contactUsInput } from './contact-us.schema.ts';

export async function contactUsHandler(ctx: Context, input: z.output<typeof contactUsInput>) {
  const blankToNull = (value: string) => value || null;
  const rules = formRulesOf(ctx);
  // A bot's enquiry and a repeat are thanked like any other, with a lead id alike (a bot's is its own lead's, kept in
  // Spam and never announced; a repeat's is the first one's): the answer tells a bot nothing.
  const saved = await saveSubmission(
    ctx.prisma,
    screenSubmission('contact_us', input, rules),
    rules,
    'contact_us',
    {
      firstName: blankToNull(input.first_name),
      email: blankToNull(input.email),
      phone: blankToNull(input.phone),
      businessName: blankToNull(input.business_name),
      businessAddress: blankToNull(input.business_address),
      message: blankToNull(input.message),
      page: input.page ?? null,
      serviceLabel: (input.page && serviceLabels[input.page]) ?? null,
    },
    intakeOf(ctx, input),
  );
  return { message: contactSuccessDialog.title, collections: { lead_id: saved.leadId } };
}
