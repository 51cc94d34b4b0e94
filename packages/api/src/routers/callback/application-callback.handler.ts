import { callbackRequestMessages, type CallbackFields } from '@sme/domain';
import type { Context } from '../../context.ts';
import { findApplication, type ApplicationFlow } from '../../services/applications.ts';
import { applicationBooking } from '../../services/bookings.ts';
import { requestCallback } from '../../services/callback-requests.ts';

/** "Prefer we call you?" on a loan or cash-advance application's booking screen. */
export async function applicationCallbackHandler(
  ctx: Context,
  flow: ApplicationFlow,
  input: CallbackFields & { id: string },
) {
  const application = await findApplication(ctx.prisma, flow, input.id, 'callback');
  await requestCallback(ctx.prisma, applicationBooking(flow, application.id), input, ctx.formRules);
  return { message: callbackRequestMessages.sent, collections: { id: application.id } };
}
