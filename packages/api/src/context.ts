import type { Prisma } from '@sme/db';

/** What every procedure can reach; the server builds one per request, tests build their own. */
export interface Context {
  prisma: Prisma;
}
