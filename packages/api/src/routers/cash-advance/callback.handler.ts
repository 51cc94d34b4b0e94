import { callbackRequestMessages, serverMessages } from '@sme/domain';
import type { Context } from '../../context.ts';
import { requireExisting } from '../../services/applications.ts';
import { quoteStateSelect } from '../../services/quote-access.ts';
import { requestCallback } from '../../services/callback-requests.ts';
import type { CallbackFields } from '../callback/callback.schema.ts';

export async function cashAdvanceCallbackHandler(ctx: Context, input: CallbackFields & { id: string }) {
  const application = await requireExisting(
    input.id,
    (id) => ctx.prisma.cashAdvanceApplication.findUnique({ where: { id }, select: { id: true, ...quoteStateSelect } }),
    serverMessages.applicationNotFound,
    'callback',
  );
  await requestCallback(
    ctx.prisma,
    { flow: 'cash_advance', cashAdvanceApplicationId: application.id },
    input,
    ctx.formRules,
  );
  return { message: callbackRequestMessages.sent, collections: { id: application.id } };
}
