import type { Database } from '@sme/db';
import type { FastifyInstance } from 'fastify';

/** Instances told to stop (startDraining): still serving, no longer to be sent new work. */
const draining = new WeakSet<FastifyInstance>();

/** For load balancers and orchestrators: 200 only when the database answers and the instance is not stopping. */
export function registerHealth(app: FastifyInstance, db: Database) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (draining.has(app)) return reply.code(503).send({ status: 'stopping', database: db.target });
    try {
      await db.ping();
      return reply.send({ status: 'ok', database: db.target });
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.target });
    }
  });
}

/**
 * The start of a graceful stop: /healthz answers 503 at once so load balancers take the instance out, while every
 * request still gets served, each answer with `Connection: close` so keep-alive clients reconnect, and a proxy
 * balancing connections lands them on another instance.
 */
export function startDraining(app: FastifyInstance) {
  if (draining.has(app)) return;
  draining.add(app);
  // Before Fastify's own listener, so the header is in place whatever the route answers and however soon. A
  // listener added only now costs the requests of a running instance nothing.
  app.server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
}
