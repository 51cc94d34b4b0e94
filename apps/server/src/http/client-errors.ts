import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { legacyErrorBody, transportMessages } from '@sme/api';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Requests Fastify refuses before any route runs: a URL that does not decode, a parameter past maxParamLength,
// no route at all, and (in Node's parser, before Fastify sees a request) headers too large or unreadable. Fastify's
// own answers have their own shape; /api keeps the legacy one, { errors: [{ message }] }, as every other answer.

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
const isTrpc = (url: string) => url === '/trpc' || url.startsWith('/trpc/') || url.startsWith('/trpc?');

/** One answer in the shape each caller reads: the legacy body on /api, tRPC's on /trpc, plain words elsewhere. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, message: string) {
  const url = request.raw.url ?? '';
  if (isApi(url)) return reply.code(status).send(legacyErrorBody([message], status));
  if (isTrpc(url)) {
    // tRPC's JSON-RPC numbers for its codes, so its client reads the answer as one of its own errors.
    const [code, number] = status === 404 ? ['NOT_FOUND', -32004] : ['BAD_REQUEST', -32600];
    return reply.code(status).send({ error: { message, code: number, data: { code, httpStatus: status } } });
  }
  return reply.code(status).type('text/plain; charset=utf-8').send(message);
}

/**
 * Fastify's `frameworkErrors`: the request could be read, so the answer is an ordinary one and a keep-alive
 * connection stays open for the next request.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return refuse(request, reply, 400, transportMessages.badUrl);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return refuse(request, reply, 414, transportMessages.urlTooLong);
  return refuse(request, reply, 400, transportMessages.unreadableRequest);
}

/** No route: /api and /trpc answer in their own shapes; pages have their own 404 page (pages.ts). */
export function registerNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => refuse(request, reply, 404, transportMessages.notFound));
}

/** What Node's parser reports, as the status a client understands. */
function statusOf(code: string | undefined) {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: transportMessages.headersTooLarge };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: transportMessages.requestTimeout };
  return { status: 400, message: transportMessages.unreadableRequest };
}

/**
 * Fastify's `clientErrorHandler`: Node's parser gave up on the connection (headers too large, bytes that are not
 * HTTP, a request too slow), so no request exists and nothing more can be read from it. Answer once with
 * `Connection: close`, so a keep-alive client knows to open a new connection, then end the connection cleanly
 * rather than resetting it under the client's next request.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = statusOf(error.code);
  this.log.debug({ code: error.code, status }, 'unreadable request');
  // The request line, when it arrived, tells an /api call from a page; nothing of it is logged. A body too slow to
  // arrive has no packet: its request, whose headers were read, is the response's in progress on this socket.
  const raw: unknown = error.rawPacket;
  const pending = (socket as Socket & { _httpMessage?: { req?: IncomingMessage } })._httpMessage?.req;
  const requestLine = Buffer.isBuffer(raw)
    ? raw.toString('latin1', 0, 200)
    : pending
      ? `${pending.method} ${pending.url} `
      : '';
  const api = /^[A-Z]+ \/(api|trpc)([/?\s])/.test(requestLine);
  const body = api ? JSON.stringify(legacyErrorBody([message], status)) : message;
  const type = api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8';
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: ${type}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  // A client that keeps sending after the answer is cut off shortly; one that reads it has hung up by then.
  setTimeout(() => socket.destroy(), 2_000).unref();
}
