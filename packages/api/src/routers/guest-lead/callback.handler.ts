import { callbackRequestMessages } from '@sme/domain';
import type { Context } from '../../context.ts';
import { requestCallback, type NewLeadAt } from '../../services/callback-requests.ts';
import { findGuestLead, type GuestLeadFlow } from '../../services/guest-leads.ts';
import type { CallbackFields } from '../callback/callback.schema.ts';

export async function guestCallbackHandler(
  ctx: Context,
  flow: GuestLeadFlow,
  input: CallbackFields & { id?: string; post_code: string },
) {
  const bookingFlow: NewLeadAt['flow'] = flow === 'energy' ? 'commercial_utility' : 'water_waste';
  const owner = input.id
    ? { flow: bookingFlow, guestLeadId: (await findGuestLead(ctx.prisma, flow, input.id, 'callback')).id }
    : { flow: bookingFlow, postCode: input.post_code };
  const { id } = await requestCallback(ctx.prisma, owner, input, ctx.formRules);
  return { message: callbackRequestMessages.sent, collections: { id } };
}
