import { fileURLToPath } from 'node:url';

/**
 * wouter imports use-sync-external-store's shim, which adds useSyncExternalStore to a React older than 18. React 19 has
 * it built in, and the shim hands React's own back at run time; resolved to React's here (src/app/sync-external-store.ts),
 * the console and the portal (the staff build: the public pages have no router) do not carry the shim's fallback code
 * (about 300 B brotli). An alias of what
 * the package's own README says React 18 and later do not need, not a change to its code.
 */
export const reactSyncExternalStore = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(new URL('../src/app/sync-external-store.ts', import.meta.url)),
};
