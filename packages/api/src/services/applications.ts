import type { DbTransaction, Prisma } from '@sme/db';
import { isUuid } from '@sme/domain';
import { notFound } from '../trpc.ts';
import { saveLeadStep } from './lead-inbox/lead-steps.ts';
import type { LeadSource } from './lead-inbox/lead-summary.ts';

/** An application's id: a UUID it knows, or the 'not found' error (an unknown id and a malformed one alike). */
export async function requireExisting<T>(id: string, find: (id: string) => Promise<T | null>, message: string) {
  const found = isUuid(id) ? await find(id) : null;
  if (!found) throw notFound(message);
  return found;
}

/** Saves a step on an existing application, and its inbox row; refuses an id it does not know. */
export async function updateExisting(options: {
  prisma: Prisma;
  id: string;
  /** The step's name on the lead's timeline. */
  step: string;
  source: (id: string) => LeadSource;
  update: (tx: DbTransaction, id: string) => Promise<{ count: number }>;
  message: string;
}): Promise<{ id: string }> {
  const { prisma, id, step, source, update, message } = options;
  if (!isUuid(id)) throw notFound(message);
  return saveLeadStep(
    prisma,
    { type: 'step_saved', step },
    async (tx) => {
      const { count } = await update(tx, id);
      if (count === 0) throw notFound(message);
      return { id };
    },
    () => source(id),
  );
}
