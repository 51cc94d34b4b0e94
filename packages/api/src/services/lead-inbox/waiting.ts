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

/**
 * The leads to answer now ("To answer", the tab title's count): a sales conversation someone can be reached on,
 * nobody has reached yet, and due: its clock has started (waitFrom: not before a callback window or booked call the
 * customer chose) and, after an attempt, its next try on the cadence is due. One whose cadence ran out is in
 * "Could not reach" instead. Longest waiting first is waitFrom ascending: office time grows with the wall clock.
 */
export const waitingWhere = (now: Date) =>
  ({
    ...openUnreached,
    couldNotReachAt: null,
    AND: [
      { kind: { in: salesKinds } },
      { OR: [{ nextTryAt: { lte: now } }, { nextTryAt: null, waitFrom: { lte: now } }] },
    ],
  }) satisfies LeadWhere;

/** "Could not reach": the cadence ran out without anyone reaching the person, and nobody has closed the lead yet. */
export const couldNotReachWhere = {
  ...openUnreached,
  couldNotReachAt: { not: null },
  AND: [{ kind: { in: salesKinds } }],
} satisfies LeadWhere;
