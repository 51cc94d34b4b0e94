import type { Prisma as PrismaTypes } from '@sme/db';
import { notWaitingStatuses } from '@sme/domain';

type LeadWhere = NonNullable<NonNullable<Parameters<PrismaTypes['lead']['findMany']>[0]>['where']>;

/**
 * The leads waiting for a first contact: someone can be reached, nobody has logged a call or e-mail yet, they did
 * not ask to be left alone, and the lead is neither erased nor closed (won, lost or spam). Longest waiting first is
 * reachableAt ascending: office time grows with the wall clock.
 */
export const waitingWhere = {
  reachableAt: { not: null },
  firstContactAt: null,
  doNotContactAt: null,
  erasedAt: null,
  status: { notIn: [...notWaitingStatuses] },
} satisfies LeadWhere;
