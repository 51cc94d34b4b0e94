import type { AddressProvider, AddressResult } from './address-provider.ts';

/**
 * Remembers recent answers (postcodes are looked up again as visitors go back and forth in a flow), for
 * `ttlMs`, at most `maxEntries`, oldest dropped first. Failures are not cached.
 */
export function cachedAddressProvider(
  inner: AddressProvider,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number },
  now: () => number = Date.now,
): AddressProvider {
  const cache = new Map<string, { at: number; results: AddressResult[] }>();
  return {
    async lookup(postcode) {
      const hit = cache.get(postcode);
      if (hit && now() - hit.at < ttlMs) return hit.results;
      const results = await inner.lookup(postcode);
      cache.delete(postcode);
      cache.set(postcode, { at: now(), results });
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      return results;
    },
  };
}
