import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli (quality 11) and gzip copies of each built script and stylesheet, served as they are by the server
 * (static-files.ts): smaller than what it could compress per request, and no CPU spent on them per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'sme:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // From the written files: Vite finishes the chunks (their preload lists) after the bundle is generated.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => /\.(js|css)$/.test(fileName))
          .map(async (fileName) => {
            const path = join(outDir, fileName);
            const bytes = await readFile(path);
            const brotli = brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            await Promise.all([
              writeFile(`${path}.br`, brotli),
              writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 })),
            ]);
          }),
      );
    },
  };
}

/**
 * @trpc/client gives its WebSocket connection class a static counter with a call at module level, which bundlers must
 * keep as a side effect, and with it the whole WebSocket client (about 1 kB compressed) in every page's first load:
 * the site never opens a WebSocket (the console's live view uses server-sent events). Marked pure, the call and the
 * class go when nothing uses them.
 */
function dropUnusedTrpcWebSocket(): Plugin {
  const counter = '_defineProperty(WsConnection, "connectCount", 0);';
  return {
    name: 'sme:drop-unused-trpc-websocket',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@trpc[\\/]client[\\/]dist[\\/]wsLink-[^/\\]+\.mjs$/ },
      handler(code) {
        if (!code.includes(counter)) this.error(`@trpc/client changed: "${counter}" is gone; review this plugin`);
        return { code: code.replace(counter, `/* @__PURE__ */ ${counter}`), map: null };
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompressAssets(), dropUnusedTrpcWebSocket()],
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
                // the console's and the partner programme's words and UK dates (console.ts, partner.ts, with
                // date-fns), which only the console and the partners' portal use: shared by those two, they would
                // otherwise join this chunk and every public page's first load; and the content editor's field rules
                // (domain/src/content), which only the console's content screens use. The calculators' arithmetic and
                // figure rules (domain/src/finance, with zod) load with the calculators, after the page.
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
