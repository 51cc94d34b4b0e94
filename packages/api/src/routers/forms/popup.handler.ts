import { messages } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import type { popupInput } from './popup.schema.ts';

export async function popupHandler(ctx: Context, input: z.output<typeof popupInput>) {
  await ctx.prisma.popupLead.create({
    data: { name: input.name, email: input.email, phone: input.phone, page: input.page || null },
  });
  return { message: messages.popupSuccess };
}
