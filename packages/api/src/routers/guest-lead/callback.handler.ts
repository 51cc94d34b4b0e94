import { callbackRequestMessages, type CallbackFields } from '@sme/domain';
import type { Context } from '../../context.ts';
import { requestCallback } from '../../services/callback-requests.ts';
import { findGuestLead, type GuestLeadFlow } from '../../services/guest-leads.ts';

export async function guestCallbackHandler(
  ctx: Context,
  flow: GuestLeadFlow,
  input: CallbackFields & { id?: string; post_code: string },
) {
  const owner = input.id
    ? { kind: flow, id: (await findGuestLead(ctx.prisma, flow, input.id, 'callback')).id }
    : { flow, postCode: input.post_code };
  const { id } = await requestCallback(ctx.prisma, owner, input, ctx.formRules);
  return { message: callbackRequestMessages.sent, collections: { id } };
}
