import type { Prisma } from '@sme/db';
import { QUOTE_OPEN_DAYS, serverMessages } from '@sme/domain';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { requireExisting, type QuoteRow } from '../services/quote-access.ts';
import { applicationId } from './business-loan/application-id.ts';

/**
 * A read of a loan or cash-advance application by id: the site's summary (for Back, a reload and the booking screen)
 * and the REST reads GET /business-loan/get/{id} and /cash-advance/get/{id}. Each says how it reads its row and which
 * fields it shows; the id, the refusal of an unknown or closed one (quote-access.ts, as the quotes' guest-info reads)
 * and the { collections } wrapping are the same for all.
 */
export const applicationSummaryInput = z.object({ id: applicationId });

/** How the REST reads describe the access rule they share with the quotes' guest-info reads. */
export const applicationReadAccess =
  "Like the quotes' guest-info reads, the id opens its application only while it is open: once its call is " +
  `booked, or ${QUOTE_OPEN_DAYS} days after it started, it answers 404 with the closed message (code \`closed\`); ` +
  'an id that is no such application answers 404 with the not-found message (code `not_found`).';

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
