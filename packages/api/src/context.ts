import type { Prisma } from '@sme/db';
import type { AddressProvider } from './services/address/address-provider.ts';

/** What every procedure can reach; the server builds one per request, tests build their own. */
export interface Context {
  prisma: Prisma;
  /** Postcode to addresses: the built-in dataset or the external service, chosen by the server's settings. */
  addressLookup: AddressProvider;
  /**
   * The visitor's country (ISO code) when a CDN in front of the server says it; never their address. It is the
   * merchant-service flow's location data.
   */
  visitorCountry?: string | null;
}
