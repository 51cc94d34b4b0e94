import type { Prisma } from '@sme/db';
import type { BookingSlug } from '@sme/domain';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { leadsReadBy } from '../../services/guest-leads.ts';
import type { screenShownInput } from './screen-shown.schema.ts';

type LeadWhere = NonNullable<Parameters<Prisma['lead']['updateMany']>[0]>['where'];

/** Which lead a booking screen's id names: the submission the slug's flow books calls for (as its booking call reads it). */
const leadsOf: Record<BookingSlug, (id: string) => LeadWhere> = {
  // The energy screen books water & waste leads too (leadsReadBy), so it is shown for them as well.
  'commercial-utility': (id) => ({ guestLeadId: id, kind: { in: [...leadsReadBy.energy] } }),
  'commercial-water-waste': (id) => ({ guestLeadId: id, kind: { in: [...leadsReadBy.water_waste] } }),
  'business-loan': (id) => ({ loanApplicationId: id, kind: 'business_loan' }),
  'cash-advance': (id) => ({ cashAdvanceApplicationId: id, kind: 'cash_advance' }),
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the id could name a lead or application (a uuid): anything else names none, and is not asked of the database. */
export const isLeadId = (id: string) => uuid.test(id);

/**
 * Stamps the lead's bookingScreenAt the first time its booking screen is shown (the funnel's "Booking screen"
 * step), in one UPDATE that touches only a lead not stamped yet, so a second screen, a reload or two tabs at once
 * leave the first moment. An unknown or malformed id changes nothing and is answered the same. The lead's
 * lastActivityAt is left alone: looking at a screen is not the visitor acting on the lead.
 */
export async function screenShownHandler(ctx: Context, input: z.output<typeof screenShownInput>) {
  if (!isLeadId(input.id)) return {};
  await ctx.prisma.lead.updateMany({
    where: { ...leadsOf[input.slug](input.id), bookingScreenAt: null },
    data: { bookingScreenAt: new Date() },
  });
  return {};
}
