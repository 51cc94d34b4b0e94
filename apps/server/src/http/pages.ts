import { appRouter, type Context } from '@sme/api';
import { parseConsentCookie, type PublicSettings } from '@sme/domain';
import type { FastifyInstance } from 'fastify';
import type { WebRenderer } from './web-build.ts';

/** Every other GET is a page: rendered on the server, with 404 status for unknown paths and missing posts. */
export function registerPages(
  app: FastifyInstance,
  web: WebRenderer,
  createContext: () => Context,
  settings: PublicSettings,
) {
  app.get('/*', async (request, reply) => {
    const consent = parseConsentCookie(request.headers.cookie);
    const { status, html } = await web.renderPage({
      url: request.url,
      router: appRouter,
      createContext,
      settings,
      consent,
    });
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}
