import { bodyLimits, bodyMessages, restBodyLimit, shapeLimits, trpcBodyLimit } from '@sme/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import qs from 'qs';
import { Transform, type Readable } from 'node:stream';
import { decodeComponent } from './query-string.ts';

/**
 * Bounded work per request. A body is refused before it is read when it declares more bytes than its call takes
 * (413), and before it is parsed when it nests too deep or holds too many values (400): parsing and checking a
 * large body costs CPU that every other visitor is waiting for.
 */

/** A refusal for the visitor, in people's words; the plugins turn it into their own error shape. */
export class BodyRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** The largest body a call takes: its REST path decides on /api, and every /trpc call shares one limit. */
export function bodyLimitOf(request: FastifyRequest): number {
  const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
  if (path.startsWith('/api/')) return restBodyLimit(path.slice('/api'.length));
  if (path.startsWith('/trpc/')) return trpcBodyLimit(path.slice('/trpc/'.length));
  return bodyLimits.trpc;
}

/**
 * Caps every body a scope's routes read. Fastify's own cap is per route, and the REST layer is one route for every
 * path, so the route gets the largest limit and each request is held to its own call's.
 */
export function limitBodies(scope: FastifyInstance) {
  const largest = Math.max(...Object.values(bodyLimits));
  scope.addHook('onRoute', (route) => {
    route.bodyLimit = Math.min(route.bodyLimit ?? largest, largest);
  });
  scope.addHook('preParsing', async (request, reply, payload) => {
    const limit = bodyLimitOf(request);
    const declared = Number(request.headers['content-length']);
    if (declared > limit) {
      // The sender would go on sending what is never read: close the connection once the answer is out.
      void reply.header('connection', 'close');
      throw new BodyRefusal(413, bodyMessages.tooLarge(limit));
    }
    // Node holds a body to its Content-Length; one sent in chunks is counted as it arrives; without either, none.
    return request.headers['transfer-encoding'] ? capped(payload, limit) : payload;
  });
}

function capped(payload: Readable, limit: number): Readable {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(new BodyRefusal(413, bodyMessages.tooLarge(limit)));
      else done(null, chunk);
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}

/**
 * Why a JSON text may not be parsed: nested deeper or holding more values than any call takes. One pass over the
 * text without recursion, so no depth can overflow the stack; values are counted as containers plus commas.
 */
export function jsonShapeProblem(text: string): string | undefined {
  let depth = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
      continue;
    }
    if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      values += 1;
      if (depth > shapeLimits.depth) return bodyMessages.tooDeep;
      if (values > shapeLimits.values) return bodyMessages.tooManyValues;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
    else if (c === 0x2c) {
      values += 1;
      if (values > shapeLimits.values) return bodyMessages.tooManyValues;
    }
  }
  return undefined;
}

/** JSON bodies checked for their shape first, then parsed by Fastify's own parser (its messages, its __proto__ guard). */
export function boundJsonBodies(scope: FastifyInstance) {
  const parse = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const problem = jsonShapeProblem(body as string);
    if (problem) {
      done(new BodyRefusal(400, problem), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}

/** Form-encoded bodies, read with the same bounds: qs stops at the first key, level or list item past them. */
export function parseFormBody(body: string): Record<string, unknown> {
  try {
    return qs.parse(body, {
      depth: shapeLimits.depth,
      strictDepth: true,
      parameterLimit: shapeLimits.values,
      // A list of more than 20 items is not in any form; past it qs would otherwise make an object of the indexes.
      arrayLimit: 20,
      throwOnLimitExceeded: true,
      decoder: decodeComponent,
    });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new BodyRefusal(400, /depth/i.test(error.message) ? bodyMessages.tooDeep : bodyMessages.tooManyValues);
  }
}

/**
 * tRPC reads its own JSON (the body as text, or ?input= on a query): checked here before it does. Refusals are
 * answered in tRPC's error shape, the only one its client can read.
 */
export function boundTrpcInput(scope: FastifyInstance) {
  scope.addHook('preValidation', async (request) => {
    const input = (request.query as { input?: unknown } | undefined)?.input;
    for (const text of [request.body, input]) {
      const problem = typeof text === 'string' ? jsonShapeProblem(text) : undefined;
      if (problem) throw new BodyRefusal(400, problem);
    }
  });
  scope.setErrorHandler((error, _request, reply: FastifyReply) => {
    if (!(error instanceof BodyRefusal)) return reply.send(error);
    const code = error.statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST';
    const jsonRpcCode = error.statusCode === 413 ? -32413 : -32600;
    return reply.code(error.statusCode).send({
      error: { message: error.message, code: jsonRpcCode, data: { code, httpStatus: error.statusCode } },
    });
  });
}
