import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/**
 * An id a caller sent is kept if it looks like one (a proxy's or the integrator's own), so one id follows a call
 * through every log; anything else (too long, or with characters a log line or header could be tricked by) is
 * replaced. Never personal data: a caller who puts an e-mail in it gets a fresh id.
 */
const callerId = /^[A-Za-z0-9._:-]{8,128}$/;

/** Fastify's genReqId: the id every log line of this request carries (as reqId). */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && callerId.test(sent) && !sent.includes('@') ? sent : randomUUID();
}

/** Every answer says which request it was, so an integrator's report can be matched to our log. */
export function answerWithRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
