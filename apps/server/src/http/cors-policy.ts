import type { FastifyInstance } from 'fastify';

const isApiPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path === '/trpc' || path.startsWith('/trpc/');

/**
 * The API is for servers and for the site's own pages, never for a browser on another site: a page elsewhere could
 * otherwise post leads in its visitors' names. A preflight is answered (204, so a client sees a policy rather than a
 * missing route) and refused, as it carries no Access-Control-Allow-* field; the browser then sends nothing. The
 * README says so under the REST API.
 */
export function answerPreflights(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || !isApiPath(request.url.split('?')[0] ?? '')) return;
    return reply
      .code(204)
      .header('allow', 'GET, POST, OPTIONS')
      .header('vary', 'Origin')
      .header('cache-control', 'max-age=86400')
      .send();
  });
}
