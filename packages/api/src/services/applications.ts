import type { Prisma } from '@sme/db';
import { serverMessages, type QuoteUse } from '@sme/domain';
import { quoteStateSelect, requireExisting } from './quote-access.ts';

/** The two funding applications: a table each, the same quote rules. */
export type ApplicationFlow = 'business_loan' | 'cash_advance';

/** The application with this id in this flow, or the 'not found' error (see requireExisting). */
export function findApplication(
  prisma: Prisma,
  flow: ApplicationFlow,
  id: string,
  use: QuoteUse = 'answers',
  eventUri?: string,
) {
  const select = { id: true, ...quoteStateSelect } as const;
  const find = (known: string) =>
    flow === 'business_loan'
      ? prisma.loanApplication.findUnique({ where: { id: known }, select })
      : prisma.cashAdvanceApplication.findUnique({ where: { id: known }, select });
  return requireExisting(id, find, serverMessages.applicationNotFound, use, eventUri);
}
