import type { DbTransaction, Prisma } from '@sme/db';
import { isUuid, type QuoteUse } from '@sme/domain';
import { notFound } from '../trpc.ts';
import { saveLeadStep } from './lead-inbox/lead-steps.ts';
import type { LeadSource } from './lead-inbox/lead-summary.ts';
import { requireOpenQuote, type QuoteRow } from './quote-access.ts';

/**
 * An application's id: a UUID it knows, or the 'not found' error (an unknown id and a malformed one alike); a
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

/** Saves a step on an existing application, and its inbox row; refuses an id it does not know. */
export async function updateExisting(options: {
  prisma: Prisma;
  id: string;
  /** The step's name on the lead's timeline. */
  step: string;
  source: (id: string) => LeadSource;
  /** The application's quote state (quoteStateSelect), or null when there is none with this id. */
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
