import { isQuoteOpen, serverMessages, type QuoteUse } from '@sme/domain';
import { notFound } from '../trpc.ts';

/** What a lead or application is read with to know whether its id still opens it (Prisma `select`). */
export const quoteStateSelect = { createdAt: true, scheduledCalls: { select: { eventUri: true } } } as const;

export interface QuoteRow {
  createdAt: Date;
  scheduledCalls: { eventUri: string }[];
}

/**
 * Refuses a public call on a closed quote with the 'start a new one' message (404, like an unknown id). The same
 * event reported again (a retry, a second tab) is not a new booking: it is answered as the first report was.
 */
export function requireOpenQuote(row: QuoteRow, use: QuoteUse, eventUri?: string): void {
  const reportedAgain = eventUri !== undefined && row.scheduledCalls.some((call) => call.eventUri === eventUri);
  const booked = row.scheduledCalls.length > 0 && !reportedAgain;
  if (!isQuoteOpen({ createdAt: row.createdAt, booked }, use)) throw notFound(serverMessages.quoteClosed);
}
