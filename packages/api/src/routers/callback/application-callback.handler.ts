import type { CallbackFields } from '@sme/domain';
import type { Context } from '../../context.ts';
import { findApplication, type ApplicationFlow } from '../../services/applications.ts';
import { applicationBooking } from '../../services/bookings.ts';
import { requestCallback } from '../../services/callback-requests.ts';
import { intakeOf } from '../../services/lead-inbox/round-robin.ts';
import { calendarOf } from '../../services/office-hours/office-calendar.ts';
import { callbackAnswer } from './callback-answer.ts';

/** "Prefer we call you?" on a loan or cash-advance application's booking screen. */
export async function applicationCallbackHandler(
  ctx: Context,
  flow: ApplicationFlow,
  input: CallbackFields & { id: string },
) {
  const application = await findApplication(ctx.prisma, flow, input.id, 'callback');
  const stored = await requestCallback(
    ctx.prisma,
    applicationBooking(flow, application.id),
    input,
    ctx.formRules,
    intakeOf(ctx, input),
    calendarOf(ctx),
  );
  return callbackAnswer(ctx, stored);
}
