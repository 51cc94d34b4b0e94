import type { Database } from '@sme/db';
import type { FastifyInstance } from 'fastify';

/** For load balancers and orchestrators: 200 only when the database answers. */
export function registerHealth(app: FastifyInstance, db: Database) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await db.ping();
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: db.target });
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: db.target });
    }
  });
}
