import { legacyErrorBody, transportMessages } from '@sme/api';
import type { FastifyInstance } from 'fastify';
import { isSameOriginLiveStream } from './live-stream-origin.ts';

/**
 * Documents meant for people and tools, not for the site's own calls: decided on the route that will answer,
 * never on the URL as sent. A path such as /api/docs/../form-submit/contact-us (or its encoded forms) starts like
 * the docs but is answered by the REST layer, which resolves the dot segments.
 */
const isOpenRoute = (route: string | undefined) =>
  route === '/api/openapi.json' || route === '/api/docs' || !!route?.startsWith('/api/docs/assets/');

/**
 * /api and /trpc answer only calls marked as XHR. A custom header cannot be sent cross-site without a
 * CORS preflight, which this server never approves, so other sites cannot post leads in a visitor's name.
 */
export function requireXhr(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    // Fastify has matched the route by now; an unknown path has none.
    const route = request.routeOptions.url;
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/') || !!route?.startsWith('/api/');
    const isTrpc = path === '/trpc' || path.startsWith('/trpc/') || !!route?.startsWith('/trpc/');
    if ((!isApi && !isTrpc) || request.method === 'OPTIONS' || isOpenRoute(route)) return;
    // Under /api/docs/ there are documents only: whatever else a path there resolves to is not served.
    if (path.startsWith('/api/docs/')) return reply.code(404).send(legacyErrorBody([transportMessages.notFound]));
    if (request.headers['x-requested-with'] === 'XMLHttpRequest') return;
    if (isSameOriginLiveStream(request)) return;
    const message = transportMessages.xhrMissing;
    // The tRPC client can only read its own error shape.
    const body = isTrpc
      ? { error: { message, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } }
      : legacyErrorBody([message], 403);
    return reply.code(403).send(body);
  });
}
