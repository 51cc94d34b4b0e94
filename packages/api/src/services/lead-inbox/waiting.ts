import type { Prisma as PrismaTypes } from '@sme/db';
import { notWaitingStatuses } from '@sme/domain';
import { salesKinds } from '../lead-kinds/registry.ts';

type LeadWhere = NonNullable<NonNullable<Parameters<PrismaTypes['lead']['findMany']>[0]>['where']>;

/** A sales conversation nobody has reached yet, still open: nobody closed it, erased it or was asked to stay away. */
const openUnreached = {
  reachableAt: { not: null },
  firstContactAt: null,
  doNotContactAt: null,
  erasedAt: null,
  status: { notIn: [...notWaitingStatuses] },
} satisfies LeadWhere;

/** An open, unreached sales conversation, its clock started or not. */
export const openUnreachedSalesWhere = {
  ...openUnreached,
  AND: [{ kind: { in: salesKinds } }],
} satisfies LeadWhere;

/**
 * "To answer": the sales conversations someone can be reached on and nobody has reached yet, whose clock has started
 * (waitFrom: not before a callback window or booked call the customer chose). A lead between attempts stays in it,
 * its next try due later; one whose cadence ran out is in "Could not reach" instead. Listed earliest due first
 * (dueAt: the next try, else the clock's start), so a lead never tried is listed by how long it has waited.
 */
export const waitingWhere = (now: Date) =>
  ({
    ...openUnreached,
    couldNotReachAt: null,
    AND: [{ kind: { in: salesKinds } }, { waitFrom: { lte: now } }],
  }) satisfies LeadWhere;

/** The leads of "To answer" due now, not at a later try: the number in the console's tab title. */
export const dueNowWhere = (now: Date) =>
  ({
    ...openUnreached,
    couldNotReachAt: null,
    AND: [{ kind: { in: salesKinds } }, { dueAt: { lte: now } }],
  }) satisfies LeadWhere;

/** "Could not reach": the cadence ran out without anyone reaching the person, and nobody has closed the lead yet. */
export const couldNotReachWhere = {
  ...openUnreachedSalesWhere,
  couldNotReachAt: { not: null },
} satisfies LeadWhere;
