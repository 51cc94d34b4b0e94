import { formatCallDay, formatUkDateTime } from '@sme/domain';
import type { CallbackRow } from '../../../services/lead-kinds/lead-kind.ts';

/** The latest "Prefer we call you?" request as the lead page leads with it: when to call, and the reference. */
export function callbackDetailOf(callback: CallbackRow | null) {
  if (!callback) return null;
  return {
    /** "Thursday 27 November", the day the visitor was told (null on requests stored before days were). */
    day: callback.callDay && formatCallDay(callback.callDay),
    bestTime: callback.bestTime ?? 'Any time',
    reference: callback.reference,
    requestedAt: callback.createdAt.toISOString(),
    requested: formatUkDateTime(callback.createdAt),
  };
}
