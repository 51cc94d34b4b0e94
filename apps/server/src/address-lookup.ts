import { cachedAddressProvider, demoAddressProvider, httpAddressProvider, type AddressProvider } from '@sme/api';
import type { Config } from './config.ts';

/** The external service when a key is configured, otherwise the built-in dataset; recent answers cached. */
export function addressLookupFromConfig(config: Config): AddressProvider {
  if (!config.POSTCODE_LOOKUP_KEY) return demoAddressProvider();
  const http = httpAddressProvider({
    baseUrl: config.POSTCODE_LOOKUP_URL,
    key: config.POSTCODE_LOOKUP_KEY,
    keyHeader: config.POSTCODE_LOOKUP_KEY_HEADER,
    timeoutMs: config.POSTCODE_LOOKUP_TIMEOUT_MS,
  });
  return cachedAddressProvider(http, { ttlMs: 60 * 60 * 1000, maxEntries: 5000 });
}
