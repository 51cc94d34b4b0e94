import { contactSuccessDialog, serviceLabels } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { saveLeadStep } from '../../services/lead-inbox/lead-steps.ts';
import type { contactUsInput } from './contact-us.schema.ts';

export async function contactUsHandler(ctx: Context, input: z.output<typeof contactUsInput>) {
  const blankToNull = (value: string) => value || null;
  await saveLeadStep(
    ctx.prisma,
    { type: 'created' },
    (tx) =>
      tx.contactEnquiry.create({
        data: {
          firstName: blankToNull(input.first_name),
          email: blankToNull(input.email),
          phone: blankToNull(input.phone),
          businessName: blankToNull(input.business_name),
          businessAddress: blankToNull(input.business_address),
          message: blankToNull(input.message),
          page: input.page ?? null,
          serviceLabel: (input.page && serviceLabels[input.page]) ?? null,
        },
        select: { id: true },
      }),
    (row) => ({ kind: 'contact_us', contactEnquiryId: row.id }),
  );
  return { message: contactSuccessDialog.title };
}
