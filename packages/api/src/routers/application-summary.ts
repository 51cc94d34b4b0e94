import type { Prisma } from '@sme/db';
import { serverMessages } from '@sme/domain';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { requireExisting, type QuoteRow } from '../services/quote-access.ts';
import { applicationId } from './business-loan/application-id.ts';

/**
 * The summary query of a loan or cash-advance application (site only): what the application holds, for Back, a
 * reload and the booking screen. Each flow says how it reads its row and which fields it shows; the id, the
 * refusal of an unknown or closed one and the { collections } wrapping are the same for both.
 */
export const applicationSummaryInput = z.object({ id: applicationId });

export const applicationSummaryOutput = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.object({ collections: z.object({ id: z.string(), ...fields }) });

export function applicationSummaryHandler<Row extends QuoteRow & { id: string }, Fields extends object>(
  /** The row by id, with quoteStateSelect's scheduled calls and whatever `fields` reads. */
  find: (prisma: Prisma, id: string) => Promise<Row | null>,
  fields: (application: Row) => Fields,
) {
  return async (ctx: Context, input: { id: string }) => {
    const application = await requireExisting(
      input.id,
      (id) => find(ctx.prisma, id),
      serverMessages.applicationNotFound,
    );
    return { collections: { id: application.id, ...fields(application) } };
  };
}
