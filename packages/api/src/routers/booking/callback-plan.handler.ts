import { bestTimesToCall, callbackRequestMessages, CALLBACK_REFERENCE_PATTERN, type BestTimeToCall } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { callbackAnswer } from '../callback/callback-answer.ts';
import { isLeadId } from './screen-shown.handler.ts';
import type { callbackPlanInput, callbackPlanOutput } from './callback-plan.schema.ts';

const bestTimes = new Set<string>(bestTimesToCall);

/** How long after sending a request its confirmation can be shown again (a reload of the page that thanked them). */
export const CALLBACK_PLAN_SHOWN_FOR_MS = 24 * 60 * 60 * 1000;

/**
 * The request with this reference, sent for this booking screen's lead or application within the last day, as its
 * confirmation: who we call, on which number, when, and its reference. The page's address carries both the id and the
 * reference, which only the visitor who sent it was given; an older, unknown or other lead's reference shows the form.
 */
export async function callbackPlanHandler(
  ctx: Context,
  input: z.output<typeof callbackPlanInput>,
): Promise<z.input<typeof callbackPlanOutput>> {
  if (!isLeadId(input.id) || !CALLBACK_REFERENCE_PATTERN.test(input.reference)) return null;
  const request = await ctx.prisma.callbackRequest.findFirst({
    where: {
      reference: input.reference,
      createdAt: { gte: new Date(Date.now() - CALLBACK_PLAN_SHOWN_FOR_MS) },
      OR: [{ guestLeadId: input.id }, { loanApplicationId: input.id }, { cashAdvanceApplicationId: input.id }],
    },
    select: { name: true, phone: true, bestTime: true, callDay: true, reference: true },
  });
  if (!request?.reference) return null;
  const { callback } = callbackAnswer(ctx, {
    id: input.id,
    reference: request.reference,
    callDay: request.callDay,
    bestTime: request.bestTime,
  });
  return {
    message: callbackRequestMessages.sent,
    name: request.name,
    phone: request.phone,
    best_time: bestTimes.has(request.bestTime ?? '') ? (request.bestTime as BestTimeToCall) : '',
    plan: callback.confirmation,
  };
}
