import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One line per request without personal data: the route pattern instead of the URL (paths and queries can
 * hold postcodes, names or lead ids), and no client address or headers.
 */
export class PrivacyLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, error: error.name }, 'request failed');
    else reply.log.info(line, 'request');
  }
}
