import type { CallbackFields } from '@sme/domain';
import type { Context } from '../../context.ts';
import { requestCallback } from '../../services/callback-requests.ts';
import { findGuestLead, type GuestLeadFlow } from '../../services/guest-leads.ts';
import { intakeOf } from '../../services/lead-inbox/round-robin.ts';
import { calendarOf } from '../../services/office-hours/office-calendar.ts';
import { callbackAnswer } from '../callback/callback-answer.ts';

export async function guestCallbackHandler(
  ctx: Context,
  flow: GuestLeadFlow,
  input: CallbackFields & { id?: string; post_code: string },
) {
  const owner = input.id
    ? { kind: flow, id: (await findGuestLead(ctx.prisma, flow, input.id, 'callback')).id }
    : { flow, postCode: input.post_code };
  const stored = await requestCallback(ctx.prisma, owner, input, ctx.formRules, intakeOf(ctx, input), calendarOf(ctx));
  return callbackAnswer(ctx, stored);
}
