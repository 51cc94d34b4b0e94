import middie from '@fastify/middie';
import type { Render } from '@sme/web/render-types';
import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineScriptHashes } from './inline-scripts.ts';
import { renderedPage, staffPageFiles, webDir, type WebRenderer } from './web-build.ts';

/**
 * npm run dev: Vite serves the browser code with hot reload, and every page render loads the current source of
 * entry-server.tsx, so an edit shows on the next request without a build (and no page is kept in memory).
 */
export async function createDevRenderer(app: FastifyInstance): Promise<WebRenderer> {
  const { createServer } = await import('vite');
  // Hot reload over the server's own port: no second port to clash with another dev server.
  const vite = await createServer({
    root: webDir,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', () => vite.close());
  return {
    stable: false,
    renderPage: async (options) => {
      try {
        // Vite adds inline scripts of its own (React Refresh's preamble): the policy allows them by their hashes.
        const template = await vite.transformIndexHtml(options.url, await readFile(join(webDir, 'index.html'), 'utf8'));
        const { render } = (await vite.ssrLoadModule('/src/entry-server.tsx')) as { render: Render };
        return renderedPage(template, inlineScriptHashes(template), await render(options));
      } catch (error) {
        vite.ssrFixStacktrace(error as Error);
        throw error;
      }
    },
    staffPage: async (app, url) => {
      const html = await vite.transformIndexHtml(url, await readFile(join(webDir, staffPageFiles[app]), 'utf8'));
      return { html, inlineScripts: inlineScriptHashes(html) };
    },
  };
}
