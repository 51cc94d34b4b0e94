import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Context } from '@sme/api';
import { loadConfig, publicSettings } from '../../src/config.ts';
import { registerPages } from '../../src/http/pages.ts';
import type { WebRenderer } from '../../src/http/web-build.ts';

// A page moved to islands is rendered by Astro and by nothing else: Fastify's reply is a thenable, and a helper that
// returned it was awaited into undefined, so every islands page was rendered a second time by the single-page app and
// sent twice (Fastify logged "Reply was already sent" for each; the visitor got the first).
describe('an islands page', () => {
  it('is rendered once, by the islands build, and the single-page app is not asked for it', async () => {
    const rendered: string[] = [];
    const web: WebRenderer = {
      stable: true,
      renderPage: async ({ url }) => {
        rendered.push(`single-page ${url}`);
        return { status: 200, html: '<p>single-page</p>', inlineScripts: [], settled: true };
      },
      staffPage: async () => ({ html: '', inlineScripts: [] }),
      islandPages: Object.assign(
        async ({ url }: { url: string }) => {
          if (url !== '/moved') return undefined;
          rendered.push(`islands ${url}`);
          return { status: 200, html: '<p>islands</p>', inlineScripts: [], settled: true };
        },
        { has: (url: string) => url === '/moved' },
      ),
    };
    const app = Fastify();
    const warnings: string[] = [];
    app.addHook('onError', async (_request, _reply, error) => void warnings.push(error.message));
    // No database: the figure claims are read as none.
    const createContext = () => ({ prisma: {} }) as unknown as Context;
    registerPages(app, web, createContext, publicSettings(loadConfig({})));

    const moved = await app.inject({ method: 'GET', url: '/moved' });
    const other = await app.inject({ method: 'GET', url: '/other' });
    expect(moved.body).toBe('<p>islands</p>');
    expect(other.body).toBe('<p>single-page</p>');
    expect(rendered).toEqual(['islands /moved', 'single-page /other']);
    expect(warnings).toEqual([]);
    await app.close();
  });
});
