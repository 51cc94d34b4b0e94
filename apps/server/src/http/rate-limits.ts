import rateLimit, {
  normalizeIP,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { legacyErrorBody, transportMessages } from '@sme/api';
import { CONSOLE_PROCEDURE_PREFIX, consolePaths, imageUploadPath } from '@sme/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { BlockList, isIPv4 } from 'node:net';
import { resolvedPath } from './resolved-path.ts';
import type { Config } from '../config.ts';

/** The families of calls, each counted on its own per client address. */
export type CallFamily = 'submissions' | 'lookups' | 'reads' | 'console';

/** One fixed window: the message tells people to wait "a minute". */
const WINDOW_MS = 60_000;

/**
 * Throttling of /api and /trpc per client address (issue 13): a visitor's office never reaches the limits by hand,
 * a script posting leads in a loop does within the minute; a page's plain form counts as a submission. Pages, static
 * files, /healthz and the API's own documents are not counted. Counters live in Redis when REDIS_URL is set (shared by every instance), otherwise in
 * this process; when Redis cannot answer, calls are served rather than refused.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config) {
  if (!config.RATE_LIMITS) return;
  const store = config.REDIS_URL ? await redisCounters(app, config.REDIS_URL, config.RATE_LIMIT_KEY_PREFIX) : undefined;
  // Only the limiters made below count; no route gets the plugin's own global limit.
  await app.register(rateLimit, { global: false, skipOnError: true, ...(store ? { store } : {}) });

  const max: Record<CallFamily, number> = {
    submissions: config.RATE_LIMIT_SUBMISSIONS,
    // Each look-up with a key may be billed by the provider: tighter, so nobody can run up the bill.
    lookups: config.POSTCODE_LOOKUP_KEY ? config.RATE_LIMIT_PAID_LOOKUPS : config.RATE_LIMIT_LOOKUPS,
    reads: config.RATE_LIMIT_READS,
    console: config.RATE_LIMIT_CONSOLE,
  };
  const limiters = Object.fromEntries(
    (Object.keys(max) as CallFamily[]).map((family) => [
      family,
      app.createRateLimit({
        max: max[family],
        timeWindow: WINDOW_MS,
        // IPv6 clients are counted per /64, as one household or office usually holds a whole /64.
        keyGenerator: (request) => `${family}:${normalizeIP(request.ip)}`,
      }),
    ]),
  ) as Record<CallFamily, ReturnType<FastifyInstance['createRateLimit']>>;
  const allowed = allowedAddresses(config.RATE_LIMIT_ALLOW);

  // Before the body is read: a refused call costs no parsing.
  app.addHook('onRequest', async (request, reply) => {
    const calls = callsOf(request);
    if (!calls.length || allowed(request.ip)) return;
    // A tRPC batch counts each procedure it carries, so batching cannot multiply the limit.
    const counted = new Map<CallFamily, { max: number; remaining: number; ttlInSeconds: number }>();
    for (const family of calls) {
      const result = await limiters[family](request);
      if (!result.isAllowed) counted.set(family, result);
      if (!result.isAllowed && result.isExceeded) {
        tellLimits(reply, counted);
        return refuse(request, reply, result.ttlInSeconds);
      }
    }
    tellLimits(reply, counted);
  });
}

/**
 * The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): one policy per family the call counted in, named
 * for it, with its quota (q) per window (w, seconds), and what is left of it (r) until the window ends (t, seconds).
 * A client that reads them slows down before it is refused.
 */
function tellLimits(
  reply: FastifyReply,
  counted: Map<CallFamily, { max: number; remaining: number; ttlInSeconds: number }>,
) {
  if (counted.size === 0) return;
  const entries = [...counted];
  reply.header(
    'ratelimit-policy',
    entries.map(([family, { max }]) => `"${family}";q=${max};w=${WINDOW_MS / 1000}`).join(', '),
  );
  reply.header(
    'ratelimit',
    entries.map(([family, { remaining, ttlInSeconds }]) => `"${family}";r=${remaining};t=${ttlInSeconds}`).join(', '),
  );
}

/**
 * The families a request counts in, decided on the route Fastify matched (never on the raw URL, which can be
 * dressed up as /api/docs/../form-submit/...). Empty for anything that is not an API call.
 */
export function callsOf(request: FastifyRequest): CallFamily[] {
  const route = request.routeOptions.url ?? '';
  if (request.method === 'OPTIONS') return [];
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (route.startsWith('/trpc/')) {
    const procedures = String((request.params as { path?: unknown }).path ?? '').split(',');
    return procedures.map((name) => {
      if (name.startsWith(CONSOLE_PROCEDURE_PREFIX)) return 'console';
      if (name.startsWith('address.')) return 'lookups';
      return reading ? 'reads' : 'submissions';
    });
  }
  // The console's CSV export and its picture uploads, served beside /trpc: console calls like the others.
  if (route === consolePaths.export || route === imageUploadPath) return ['console'];
  // A page's plain form (page-forms.ts): a lead sent without the page's code, counted as one sent through /api.
  if (route === '/*' && request.method === 'POST') return ['submissions'];
  if (!route.startsWith('/api/') || route === '/api/openapi.json' || route.startsWith('/api/docs')) return [];
  if (!reading) return ['submissions'];
  // The REST plugin resolves dot segments before it picks a procedure; so does this.
  return (resolvedPath(request.url) ?? request.url).startsWith('/api/address/') ? ['lookups'] : ['reads'];
}

/**
 * 429 with Retry-After, in the shape each client reads: the legacy body on /api, tRPC's error on /trpc and the
 * export, { message } on a picture upload.
 */
function refuse(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  const message = transportMessages.tooManyRequests;
  const route = request.routeOptions.url;
  reply.code(429).header('retry-after', String(Math.max(1, retryAfterSeconds)));
  // A page's plain form is sent by a browser that shows the answer: plain words.
  if (route === '/*') return reply.type('text/plain; charset=utf-8').send(message);
  const body =
    route === imageUploadPath
      ? { message }
      : route?.startsWith('/trpc/') || route === consolePaths.export
        ? {
            error: { message, code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, messages: [message] } },
          }
        : legacyErrorBody([message], 429);
  return reply.send(body);
}

function blockListOf(entries: string[]) {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/**
 * Whether a client's address is on the allow list, remembered per address: the check runs on every API call and
 * the same few addresses call again and again (the memory is emptied when it grows, so no one can fill it).
 */
function allowedAddresses(entries: string[]): (ip: string) => boolean {
  if (!entries.length) return () => false;
  const list = blockListOf(entries);
  const known = new Map<string, boolean>();
  return (ip) => {
    let allowed = known.get(ip);
    if (allowed === undefined) {
      if (known.size >= 10_000) known.clear();
      allowed = isListed(list, ip);
      known.set(ip, allowed);
    }
    return allowed;
  };
}

/** Whether the client's address is listed; an IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d. */
function isListed(list: BlockList, ip: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  return list.check(ip, isIPv4(ip) ? 'ipv4' : 'ipv6');
}

/** One window per key: the first call starts it; a key left without expiry (a failed PEXPIRE) gets one. */
const countScript = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { current, ttl }
`;

/**
 * Counters in Redis, shared by every instance. Calls never wait for Redis: while it is unreachable, commands fail
 * at once (no offline queue) or within half a second, and the call is served. Said once per outage, with the
 * error's code only (the URL can hold a password).
 */
async function redisCounters(app: FastifyInstance, url: string, prefix: string): Promise<FastifyRateLimitStoreCtor> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let down = false;
  const failed = (error: Error & { code?: string }) => {
    if (down) return;
    down = true;
    app.log.warn(
      { cause: error.code ?? error.name },
      'throttling counters unavailable (Redis): calls are served unthrottled until it answers',
    );
  };
  const answered = () => {
    if (!down) return;
    down = false;
    app.log.info('throttling counters available again (Redis)');
  };
  redis.on('error', failed);
  redis.on('ready', answered);
  app.addHook('onClose', async () => redis.disconnect());
  // Ready before the first call when Redis is up; when it is not, ioredis keeps trying in the background.
  await redis.connect().catch(failed);

  return class SharedCounters implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      (redis.eval(countScript, 1, `${prefix}${key}`, String(timeWindow)) as Promise<[number, number]>).then(
        ([current, ttl]) => {
          answered();
          callback(null, { current, ttl });
        },
        (error: Error) => {
          failed(error);
          callback(error);
        },
      );
    }
    // The families' keys are distinct already: every limiter shares the one client.
    child() {
      return this;
    }
  };
}
