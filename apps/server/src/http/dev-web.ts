import middie from '@fastify/middie';
import { UNSETTLED_HEADER } from '@sme/web/islands-locals';
import type { FastifyInstance } from 'fastify';
import { inject } from 'light-my-request';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViteDevServer } from 'vite';
import { inlineScriptHashes } from './inline-scripts.ts';
import type { IslandPages } from './island-pages.ts';
import { staffPageFiles, webDir, type WebRenderer } from './web-build.ts';

/** Where Astro's dev server reads a request's locals (its clientLocalsSymbol), as the build's adapter takes them. */
const astroLocals = Symbol.for('astro.locals');

/**
 * What the browser asks Vite for (modules, styles, its client, React's refresh runtime, pre-bundled dependencies):
 * every other request is the server's own, a page included, so its headers, forms and policy are the production ones.
 */
const viteRequest = /^\/(@vite\/|@id\/|@fs\/|@react-refresh|node_modules\/|src\/)/;

/**
 * npm run dev: Astro's dev server renders the public pages (the islands) from their current sources on each request,
 * and its Vite serves their code with hot reload over the server's own port; the same Vite serves the console's and the
 * portal's code (one Vite, one cache of pre-bundled dependencies). The site's pictures and videos come from
 * apps/web/public as the build copies them. Nothing is kept in memory (`stable: false`).
 */
export async function createDevRenderer(app: FastifyInstance): Promise<WebRenderer> {
  process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
  const { dev } = await import('astro');
  // Astro restarts its Vite when its config changes: the hook hands over each new one.
  let vite: ViteDevServer | undefined;
  const astro = await dev({
    root: webDir,
    logLevel: 'warn',
    // Its own listener is not used (the server hands it each request), so any free port on the loopback address.
    server: { host: '127.0.0.1', port: 0 },
    vite: { server: { ws: { server: app.server } } },
    integrations: [
      {
        name: 'sme:dev-vite',
        hooks: {
          'astro:server:setup': ({ server }) => {
            vite = server;
          },
        },
      },
    ],
  });
  app.addHook('onClose', () => astro.stop());
  await app.register(middie);
  app.use((req, res, next) => (viteRequest.test(req.url ?? '') ? astro.handle(req, res) : next()));

  const islandPages: IslandPages = async ({ url, ...locals }) => {
    const response = await inject(
      (req, res) => {
        Reflect.set(req, astroLocals, locals);
        astro.handle(req, res);
      },
      { method: 'GET', url, headers: { accept: 'text/html', host: new URL(locals.settings.publicUrl).host } },
    );
    return {
      status: response.statusCode,
      html: response.body,
      inlineScripts: inlineScriptHashes(response.body),
      settled: response.headers[UNSETTLED_HEADER] === undefined,
      location: typeof response.headers.location === 'string' ? response.headers.location : undefined,
    };
  };

  return {
    clientDirs: [join(webDir, 'public')],
    stable: false,
    islandPages,
    staffPage: async (app, url) => {
      if (!vite) throw new Error('Astro’s dev server has no Vite yet.');
      const html = await vite.transformIndexHtml(url, await readFile(join(webDir, staffPageFiles[app]), 'utf8'));
      return { html, inlineScripts: inlineScriptHashes(html) };
    },
  };
}
