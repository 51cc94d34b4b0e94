import type { Database } from '@sme/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { startEventLoopWatchdog, type EventLoopWatchdog } from './event-loop-watchdog.ts';

/** Instances told to stop (startDraining): still serving, no longer to be sent new work. */
const draining = new WeakSet<FastifyInstance>();

/**
 * The longest /readyz (and /healthz) waits for the database: a locked table or a database that does not answer must
 * not hold the probe past an orchestrator's timeout (Kubernetes' default is 1 s), or every instance would be taken out
 * at once for the same database.
 */
export const READY_PROBE_MS = 800;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * For load balancers and orchestrators (README, "Health checks"):
 * - /livez: the process answers. Nothing else is asked, so a slow or lost database never restarts an instance.
 * - /readyz: it can serve leads now: not stopping, its event loop has not stalled lately, and the database answers a
 *   round trip within READY_PROBE_MS. /healthz is the same check under its older name.
 */
export function registerHealth(app: FastifyInstance, db: Database) {
  // Watched from the moment it listens: what a starting instance does first (migrations, loading the web build) may
  // hold the loop for seconds, and nothing is sent to it before it listens.
  let watchdog: EventLoopWatchdog | undefined;
  app.addHook('onListen', async () => {
    watchdog ??= startEventLoopWatchdog((lastedMs) =>
      app.log.warn({ lastedMs }, 'event loop stalled: /readyz answers 503 for a while'),
    );
  });
  app.addHook('onClose', async () => watchdog?.stop());

  app.get('/livez', async (_request, reply) => noStore(reply).send({ status: 'alive' }));

  const ready = async (_request: unknown, reply: FastifyReply) => {
    noStore(reply);
    if (draining.has(app)) return reply.code(503).send({ status: 'stopping', database: db.target });
    const stall = watchdog?.stalled();
    if (stall) return reply.code(503).send({ status: 'stalled', database: db.target, stalledMs: stall.lastedMs });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), READY_PROBE_MS)));
    try {
      const answer = await Promise.race([db.ping().then(() => 'ok' as const), late]);
      if (answer === 'late') return reply.code(503).send({ status: 'slow', database: db.target });
      return reply.send({ status: 'ok', database: db.target });
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.target });
    } finally {
      clearTimeout(timer);
    }
  };
  app.get('/readyz', ready);
  app.get('/healthz', ready);
}

/**
 * The start of a graceful stop: /readyz and /healthz answer 503 at once so load balancers take the instance out, while
 * every request still gets served, each answer with `Connection: close` so keep-alive clients reconnect, and a proxy
 * balancing connections lands them on another instance.
 */
export function startDraining(app: FastifyInstance) {
  if (draining.has(app)) return;
  draining.add(app);
  // Before Fastify's own listener, so the header is in place whatever the route answers and however soon. A
  // listener added only now costs the requests of a running instance nothing.
  app.server.prependListener('request', (_request, response) => response.setHeader('connection', 'close'));
}
