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
    select: {
      eventUri: true,
      inviteeUri: true,
      createdAt: true,
      inviteeName: true,
      inviteeEmail: true,
      inviteePhone: true,
      inviteeAnswers: true,
      startAt: true,
      endAt: true,
      eventStatus: true,
      rescheduled: true,
      detailsFetchedAt: true,
      detailsDueAt: true,
      detailsError: true,
    },
  },
  callbackRequests: {
    orderBy: { createdAt: 'desc' as const },
    select: { name: true, phone: true, bestTime: true, email: true, reference: true, callDay: true, createdAt: true },
  },
};

/** A quote or application's row as read with withQuoteCalls. */
export interface QuoteCalls {
  scheduledCalls: ScheduledCallRow[];
  callbackRequests: CallbackRow[];
}

/** A booked call as stored: its URIs, and what the scheduling service said of it once read (booking-details). */
export interface ScheduledCallRow {
  eventUri: string;
  inviteeUri: string;
  createdAt: Date;
  inviteeName: string | null;
  inviteeEmail: string | null;
  inviteePhone: string | null;
  inviteeAnswers: unknown;
  startAt: Date | null;
  endAt: Date | null;
  eventStatus: string | null;
  rescheduled: boolean;
  detailsFetchedAt: Date | null;
  detailsDueAt: Date | null;
  detailsError: string | null;
}

/** The booking whose person the lead takes: the latest one whose details name someone. */
const bookedPerson = (row: QuoteCalls) =>
  row.scheduledCalls.findLast((call) => call.detailsFetchedAt && call.inviteeName);

/** A booked call's questions and answers as stored ([{ question, answer }]); anything else reads as none. */
const bookingAnswers = (stored: unknown): BookedCall['answers'] =>
  Array.isArray(stored)
    ? stored.flatMap((item: { question?: unknown; answer?: unknown }) =>
        typeof item?.question === 'string' && typeof item.answer === 'string'
          ? [{ question: item.question, answer: item.answer }]
          : [],
      )
    : [];

/** A booked call as the lead page shows it; whether a token is set is the page's to add ('not configured'). */
function bookedCall(call: ScheduledCallRow): BookedCall {
  const status = call.rescheduled
    ? 'rescheduled'
    : call.eventStatus === 'canceled'
      ? 'canceled'
      : call.eventStatus
        ? 'active'
        : null;
  return {
    eventUri: call.eventUri,
    inviteeUri: call.inviteeUri,
    bookedAt: call.createdAt.toISOString(),
    name: call.inviteeName,
    email: call.inviteeEmail,
    phone: call.inviteePhone,
    answers: bookingAnswers(call.inviteeAnswers),
    startAt: call.startAt?.toISOString() ?? null,
    endAt: call.endAt?.toISOString() ?? null,
    status,
    details: call.detailsFetchedAt ? 'received' : call.detailsDueAt ? 'waiting' : 'failed',
    detailsError: call.detailsError,
  };
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
  // The person who asked to be called says who to call; a booking read from the scheduling service fills the rest.
  const booked = bookedPerson(row);
  return {
    ...summary,
    personName: callback?.name || booked?.inviteeName || null,
    email: callback?.email || booked?.inviteeEmail || null,
    phone: callback?.phone || booked?.inviteePhone || null,
    progress: row.scheduledCalls.length > 0 ? 'Call booked' : callback ? 'Callback requested' : summary.progress,
  };
}

/** A quote or application's details: its answers, then the callback request's, its product and its calls. */
export function detailsWithCalls(
  row: QuoteCalls,
  answers: Answer[],
  product: LeadDetails['product'] = null,
  figures: LeadDetails['figures'] = null,
): LeadDetails {
  const callback = row.callbackRequests[0] ?? null;
  const calls: BookedCall[] = row.scheduledCalls.map(bookedCall);
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
  return { answers: [...answers, ...callbackAnswers], product, calls, callback, searchTerms, figures };
}

/**
 * A quote or application's module: what it says of itself (its summary before any call, its own answers, its
 * product), with what its booked calls and callback requests add to both, and never whole when sent (the business
 * hears of it once it is answered in full, or a call is booked or asked for).
 */
export function quoteKind<Row extends QuoteCalls, Table extends InsertModel>(
  kind: Omit<LeadKindModule<Row, Table>, 'wholeWhenSent' | 'salesConversation' | 'summary' | 'details'> & {
    summary(row: Row): LeadSummary;
    answers(row: Row): Answer[];
    product?(row: Row): LeadDetails['product'];
    /** What the visitor saw of the calculators (stored with the submission), when they used one. */
    figures?(row: Row): LeadDetails['figures'];
  },
): LeadKindModule<Row, Table> {
  const { answers, product, figures, summary, ...own } = kind;
  return {
    ...own,
    wholeWhenSent: false,
    salesConversation: true,
    summary: (row) => summaryWithCalls(row, summary(row)),
    details: (row) => detailsWithCalls(row, answers(row), product?.(row) ?? null, figures?.(row) ?? null),
  };
}
