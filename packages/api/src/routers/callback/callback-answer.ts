import { callbackConfirmation, callbackRequestMessages } from '@sme/domain';
import type { Context } from '../../context.ts';
import type { StoredCallback } from '../../services/callback-requests.ts';
import { calendarOf } from '../../services/office-hours/office-calendar.ts';

/**
 * The answer to a callback request: the confirmation every client has always shown, the id it is stored against
 * and, added for the visitor, the reference they can quote with the day and window we call in, in words.
 */
export function callbackAnswer(ctx: Context, stored: StoredCallback) {
  const { week } = calendarOf(ctx);
  return {
    message: callbackRequestMessages.sent,
    collections: { id: stored.id },
    callback: {
      reference: stored.reference,
      call_day: stored.callDay,
      confirmation: stored.callDay
        ? callbackConfirmation(
            { reference: stored.reference, callDay: stored.callDay, bestTime: stored.bestTime },
            week,
          )
        : `Your reference is ${stored.reference}.`,
    },
  };
}
