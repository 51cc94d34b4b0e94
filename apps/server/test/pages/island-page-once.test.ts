import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Context } from '@sme/api';
import { loadConfig, publicSettings } from '../../src/config.ts';
import { registerPages } from '../../src/http/pages.ts';
import type { WebRenderer } from '../../src/http/web-build.ts';

// A public page is rendered once and sent once: Fastify's reply is a thenable, and a helper that returned it was
// awaited into undefined, so every islands page was rendered a second time and sent twice (Fastify logged "Reply was
// already sent" for each; the visitor got the first).
describe('an islands page', () => {
  it('is rendered once and sent once', async () => {
    const rendered: string[] = [];
    const web: WebRenderer = {
      stable: true,
      staffPage: async () => ({ html: '', inlineScripts: [] }),
      islandPages: async ({ url }) => {
        rendered.push(url);
        return { status: 200, html: '<p>islands</p>', inlineScripts: [], settled: true };
      },
    };
    const app = Fastify();
    const warnings: string[] = [];
    app.addHook('onError', async (_request, _reply, error) => void warnings.push(error.message));
    // No database: the figure claims are read as none.
    const createContext = () => ({ prisma: {} }) as unknown as Context;
    registerPages(app, web, createContext, publicSettings(loadConfig({})));

    const page = await app.inject({ method: 'GET', url: '/contact' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>islands</p>');
    expect(rendered).toEqual(['/contact']);
    expect(warnings).toEqual([]);
    await app.close();
  });
});
