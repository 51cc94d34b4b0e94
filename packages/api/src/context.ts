import type { Prisma } from '@sme/db';
import type { AddressProvider } from './services/address/address-provider.ts';

/** What every procedure can reach; the server builds one per request, tests build their own. */
export interface Context {
  prisma: Prisma;
  /** Postcode to addresses: the built-in dataset or the external service, chosen by the server's settings. */
  addressLookup: AddressProvider;
}
