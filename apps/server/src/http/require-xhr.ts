import { transportMessages } from '@sme/api';
import type { FastifyInstance } from 'fastify';

/** Documents meant for people and tools, not for the site's own calls. */
const open = new Set(['/api/openapi.json', '/api/docs']);

/**
 * /api and /trpc answer only calls marked as XHR. A custom header cannot be sent cross-site without a
 * CORS preflight, which this server never approves, so other sites cannot post leads in a visitor's name.
 */
export function requireXhr(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isTrpc = path === '/trpc' || path.startsWith('/trpc/');
    if ((!isApi && !isTrpc) || request.method === 'OPTIONS' || open.has(path) || path.startsWith('/api/docs/')) return;
    if (request.headers['x-requested-with'] === 'XMLHttpRequest') return;
    const message = transportMessages.xhrMissing;
    // The tRPC client can only read its own error shape.
    const body = isTrpc
      ? { error: { message, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } } }
      : { errors: [{ message }] };
    return reply.code(403).send(body);
  });
}
