import { messages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { saveLeadStep } from '../../services/lead-inbox/lead-steps.ts';
import type { popupInput } from './popup.schema.ts';

export async function popupHandler(ctx: Context, input: z.output<typeof popupInput>) {
  await saveLeadStep(
    ctx.prisma,
    { type: 'created' },
    (tx) =>
      tx.popupLead.create({
        data: { name: input.name, email: input.email, phone: input.phone, page: input.page || null },
        select: { id: true },
      }),
    (row) => ({ kind: 'popup', popupLeadId: row.id }),
  );
  return { message: messages.popupSuccess };
}
