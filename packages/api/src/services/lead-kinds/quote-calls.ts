import type { InsertModel } from '@sme/db';
import type { Answer, BookedCall, CallbackRow, LeadDetails, LeadKindModule, LeadSummary } from './lead-kind.ts';
import { formatCallDay } from '@sme/domain';
import { answer } from './answers.ts';

/**
 * What a quote or application's read includes beyond its own row: its booked calls, oldest first, and its
 * "Prefer we call you?" requests, latest first (who to call, when, and the address for its confirmation): the
 * latest is the one staff act on, and every one's reference finds the lead.
 */
export const withQuoteCalls = {
  scheduledCalls: {
    orderBy: { createdAt: 'asc' as const },
    select: { eventUri: true, inviteeUri: true, createdAt: true },
  },
  callbackRequests: {
    orderBy: { createdAt: 'desc' as const },
    select: { name: true, phone: true, bestTime: true, email: true, reference: true, callDay: true, createdAt: true },
  },
};

/** A quote or application's row as read with withQuoteCalls. */
export interface QuoteCalls {
  scheduledCalls: { eventUri: string; inviteeUri: string; createdAt: Date }[];
  callbackRequests: CallbackRow[];
}

/** A quote or application as first stored: no calls, no callback request, and the time it was stored. */
export const noCallsYet = <Stored extends { createdAt: Date }>(stored: Stored) => ({
  ...stored,
  updatedAt: stored.createdAt,
  scheduledCalls: [],
  callbackRequests: [],
});

/** A quote or application's person and progress: once the visitor booked a call or asked for one, that says more. */
export function summaryWithCalls(row: QuoteCalls, summary: LeadSummary): LeadSummary {
  const callback = row.callbackRequests[0];
  return {
    ...summary,
    personName: callback?.name ?? null,
    email: callback?.email ?? null,
    phone: callback?.phone ?? null,
    progress: row.scheduledCalls.length > 0 ? 'Call booked' : callback ? 'Callback requested' : summary.progress,
  };
}

/** A quote or application's details: its answers, then the callback request's, its product and its calls. */
export function detailsWithCalls(
  row: QuoteCalls,
  answers: Answer[],
  product: LeadDetails['product'] = null,
): LeadDetails {
  const callback = row.callbackRequests[0] ?? null;
  const calls: BookedCall[] = row.scheduledCalls.map((call) => ({
    eventUri: call.eventUri,
    inviteeUri: call.inviteeUri,
    bookedAt: call.createdAt.toISOString(),
  }));
  const callbackAnswers = callback
    ? [
        ...answer('Call back: name', callback.name),
        ...answer('Call back: phone', callback.phone),
        ...answer('Callback reference', callback.reference),
        // The day the visitor was told; the window is their best time, within that day's office hours.
        ...answer('Call back on', callback.callDay && formatCallDay(callback.callDay)),
        ...answer('Best time to call', callback.bestTime ?? 'Any time'),
        ...answer('Email for a confirmation', callback.email),
      ]
    : [];
  const searchTerms = row.callbackRequests.flatMap((request) => (request.reference ? [request.reference] : []));
  return { answers: [...answers, ...callbackAnswers], product, calls, callback, searchTerms };
}

/**
 * A quote or application's module: what it says of itself (its summary before any call, its own answers, its
 * product), with what its booked calls and callback requests add to both, and never whole when sent (the business
 * hears of it once it is answered in full, or a call is booked or asked for).
 */
export function quoteKind<Row extends QuoteCalls, Table extends InsertModel>(
  kind: Omit<LeadKindModule<Row, Table>, 'wholeWhenSent' | 'summary' | 'details'> & {
    summary(row: Row): LeadSummary;
    answers(row: Row): Answer[];
    product?(row: Row): LeadDetails['product'];
  },
): LeadKindModule<Row, Table> {
  const { answers, product, summary, ...own } = kind;
  return {
    ...own,
    wholeWhenSent: false,
    summary: (row) => summaryWithCalls(row, summary(row)),
    details: (row) => detailsWithCalls(row, answers(row), product?.(row) ?? null),
  };
}
