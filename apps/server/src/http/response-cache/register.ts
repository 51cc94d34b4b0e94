import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerStore, StoredAnswer } from './answer-store.ts';
import { encodeAll, preferredEncoding } from './encodings.ts';

/** One kind of answer kept in memory: which requests, where, and for how long. */
export interface CachePolicy {
  store: AnswerStore;
  /** The entry's key when this GET may be answered from memory (the URL and whatever else the answer depends on). */
  keyOf(request: FastifyRequest): string | undefined;
  /** The statuses worth keeping: answers that depend on the content only (never a 5xx). */
  statuses: ReadonlySet<number>;
  brotliQuality: number;
  /** Epoch ms until which an answer made now stays right whatever the content does. */
  expiresAt(now: number): number;
}

/** What the cache needs from the content watch: whether a change could currently go unseen. */
export interface ContentFreshness {
  readonly live: boolean;
}

interface Pending {
  policy: CachePolicy;
  key: string;
  generation: number;
  keep: boolean;
}

/** The headers a route sets that belong to the answer; the rest (helmet's, the permissions policy) every hook adds. */
const keptHeaders = ['content-type', 'content-security-policy', 'cache-control', 'x-robots-tag', 'vary'];

const pending = new WeakMap<FastifyRequest, Pending>();

/**
 * The route decided, while answering, that this answer must not be kept (it shows something that may not hold for
 * the next request, e.g. an error from a service that was down).
 */
export function doNotKeep(request: FastifyRequest): void {
  const entry = pending.get(request);
  if (entry) entry.keep = false;
}

/**
 * Answers GETs from memory, and fills memory from the real answers. Register after the XHR guard and the rate limiter
 * (their onRequest hooks run first, so a cached answer is refused and counted like a fresh one) and before the routes'
 * own onSend hooks and compression (the answer is taken as the route made it, and compressed here once).
 */
export function registerResponseCache(app: FastifyInstance, policies: CachePolicy[], freshness: ContentFreshness) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !freshness.live) return;
    for (const policy of policies) {
      const key = policy.keyOf(request);
      if (key === undefined) continue;
      const entry = policy.store.get(key);
      if (entry) return sendStored(request, reply, entry);
      pending.set(request, { policy, key, generation: policy.store.generation, keep: true });
      return;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = pending.get(request);
    if (!miss) return payload;
    pending.delete(request);
    // tRPC answers with a fetch Response, which Fastify unpacks after the hooks: unpack it here instead.
    const response = payload instanceof Response ? payload : undefined;
    const status = response?.status ?? reply.statusCode;
    if (!miss.keep || !miss.policy.statuses.has(status) || reply.hasHeader('content-encoding')) return payload;
    if (response) {
      if (response.headers.has('content-encoding') || !response.body) return payload;
      reply.code(status);
      for (const [name, value] of response.headers) reply.header(name, value);
    } else if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;

    const identity = response
      ? Buffer.from(await response.arrayBuffer())
      : Buffer.isBuffer(payload)
        ? payload
        : Buffer.from(payload as string);
    const bodies = await encodeAll(identity, miss.policy.brotliQuality);
    const headers: Record<string, string> = {};
    for (const name of keptHeaders) {
      const value = reply.getHeader(name);
      if (value !== undefined) headers[name] = String(value);
    }
    if (bodies.br || bodies.gzip) headers.vary = withVary(headers.vary, 'accept-encoding');
    const answer: StoredAnswer = {
      status,
      headers,
      etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
      bodies,
      expiresAt: miss.policy.expiresAt(Date.now()),
      bytes: identity.length + (bodies.br?.length ?? 0) + (bodies.gzip?.length ?? 0) + 512,
    };
    if (freshness.live) miss.policy.store.put(miss.key, answer, miss.generation);
    // This answer goes out exactly as the kept one will.
    reply.headers(headers).header('etag', answer.etag);
    const encoding = preferredEncoding(request.headers['accept-encoding'], bodies);
    if (encoding === 'identity') return identity;
    reply.header('content-encoding', encoding);
    return bodies[encoding];
  });
}

function sendStored(request: FastifyRequest, reply: FastifyReply, entry: StoredAnswer) {
  reply.headers(entry.headers).header('etag', entry.etag);
  if (entry.status === 200 && matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding'], entry.bodies);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.code(entry.status).send(entry.bodies[encoding]);
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): W/"x" matches "x", and * matches any current answer. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

function withVary(current: string | undefined, name: string): string {
  const names = (current ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((existing) => existing === '*' || existing.toLowerCase() === name)) return names.join(', ');
  return [...names, name].join(', ');
}
