import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite/precompress-assets.ts';
import { reactSyncExternalStore } from './vite/react-sync-external-store.ts';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompressAssets()],
  // React's own useSyncExternalStore for the shim wouter imports (vite/react-sync-external-store.ts).
  resolve: { alias: [reactSyncExternalStore] },
  build: {
    // Hashed file names under /assets are served with a year-long cache.
    assetsDir: 'assets',
    sourcemap: false,
    // .vite/manifest.json: which files each page loads, read by the first-load budget test.
    manifest: !isSsrBuild,
    // The browser's chunks; the server entry (--ssr) keeps the defaults and its exports.
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              // What every page needs before it can hydrate (React, the router, the data client, the layout) is one
              // file rather than a handful.
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                // The claims and dates the pages show, apart from the forms' messages and rules below: the home page
                // and the blog need only these, and loaded all of the shared domain code for them (2.2 kB more). The
                // link a figure claim carries to its evidence goes with them: a file of its own was a request more.
                {
                  name: 'page-facts',
                  test: /([\\/]packages[\\/]domain[\\/]src[\\/](claims|dates)\.ts|[\\/]ui[\\/]ClaimLink\.tsx)$/,
                  priority: 2,
                },
                // An icon used by several pages would be a file of a few hundred bytes of its own: one request each
                // on a phone. The icons the pages share travel together instead, in two files: the few the quote and
                // application pages show (a step's check, the address search's, the logo strip's pause and play), and
                // the marketing pages' many. In one file, the loan page's first load carried 26 icons for its 3
                // (1.6 kB more).
                {
                  name: 'flow-icons',
                  test: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](check|circle-check|loader-circle|search|arrow-right|clock|pause|play)\.mjs$/,
                  minShareCount: 2,
                  priority: 2,
                },
                { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, minShareCount: 2, priority: 1 },
                // Likewise the data hooks and the shared constants and messages that forms use. The forms' field
                // rules (domain/src/rules, with zod) stay with the forms that load them, off the pages' first load; so do
                // the partner programme's and the console's words and UK dates (partner.ts, console.ts, with date-fns)
                // and the content rules (domain/src/content): a few public parts use a little of them, and in this
                // chunk they would be in every public page's first load (without this rule, 2026-11-30:
                // /business-loan 1,238 B more, /comercial-utility 1,283 B). The
                // calculators' arithmetic and figure rules (domain/src/finance, with zod) load with the calculators,
                // after the page.
                { name: 'query-hooks', test: /[\\/]node_modules[\\/]@tanstack[\\/]react-query[\\/]/, priority: 1 },
                {
                  name: 'domain',
                  test: /[\\/]packages[\\/]domain[\\/]src[\\/](?!rules[\\/]|content[\\/]|finance[\\/]|partner\.ts$|console\.ts$)/,
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
  },
  ssr: {
    // Bundle the workspace packages into the server entry; keep npm packages external.
    noExternal: [/^@sme\//],
  },
}));
