import type { DbTransaction, Prisma } from '@sme/db';
import { isQuoteOpen, isUuid, serverMessages, type QuoteUse } from '@sme/domain';
import { notFound } from '../trpc.ts';
import { saveLeadStep } from './lead-inbox/lead-steps.ts';
import type { LeadSource } from './lead-kinds/lead-kind.ts';

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
  if (!isQuoteOpen({ createdAt: row.createdAt, booked }, use)) throw notFound(serverMessages.quoteClosed, 'closed');
}

/**
 * A lead's or application's id: a UUID it knows, or the 'not found' error (an unknown id and a malformed one alike); a
 * closed one (booked, or too old for this use) answers 'This quote is closed'. `find` reads quoteStateSelect.
 */
export async function requireExisting<T extends QuoteRow>(
  id: string,
  find: (id: string) => Promise<T | null>,
  message: string,
  use: QuoteUse = 'answers',
  eventUri?: string,
) {
  const found = isUuid(id) ? await find(id) : null;
  if (!found) throw notFound(message);
  requireOpenQuote(found, use, eventUri);
  return found;
}

/** Saves a step on an existing lead or application, and its inbox row; refuses an id it does not know. */
export async function updateExisting(options: {
  prisma: Prisma;
  id: string;
  /** The step's name on the lead's timeline. */
  step: string;
  source: (id: string) => LeadSource;
  /** The row's quote state (quoteStateSelect), or null when there is none with this id. */
  state: (tx: DbTransaction, id: string) => Promise<QuoteRow | null>;
  update: (tx: DbTransaction, id: string) => Promise<{ count: number }>;
  message: string;
}): Promise<{ id: string }> {
  const { prisma, id, step, source, state, update, message } = options;
  if (!isUuid(id)) throw notFound(message);
  return saveLeadStep(
    prisma,
    { type: 'step_saved', step },
    async (tx) => {
      const found = await state(tx, id);
      if (!found) throw notFound(message);
      requireOpenQuote(found, 'answers');
      const { count } = await update(tx, id);
      if (count === 0) throw notFound(message);
      return { id };
    },
    () => source(id),
  );
}
