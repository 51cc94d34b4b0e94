import { appRouter, type Context } from '@sme/api';
import type { PublicSettings } from '@sme/domain';
import type { FastifyInstance } from 'fastify';
import type { WebBuild } from './web-build.ts';

/** Every other GET is a page: rendered on the server, with 404 status for unknown paths and missing posts. */
export function registerPages(
  app: FastifyInstance,
  web: WebBuild,
  createContext: () => Context,
  settings: PublicSettings,
) {
  app.get('/*', async (request, reply) => {
    const result = await web.render({ url: request.url, router: appRouter, createContext, settings });
    const html = web.template
      .replace('<!--app-head-->', result.head)
      .replace('<!--app-html-->', result.appHtml)
      .replace('<!--app-state-->', result.stateScript);
    return reply
      .code(result.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  });
}
