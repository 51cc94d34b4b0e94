import { createHash, timingSafeEqual } from 'node:crypto';
import { onLeadTaken } from '@sme/api';
import type { Database } from '@sme/db';
import { leadKinds } from '@sme/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { routeLabeller } from './metrics-routes.ts';

/** What the console's live view reports (live-changes.ts): how many streams are open, and how late each change went. */
export interface LiveMetrics {
  /** Read at every scrape. */
  streamsOpen(count: () => number): void;
  /** A change handed to one console's stream, `seconds` after this instance heard it from the database. */
  pushed(seconds: number): void;
}

/** The longest a scrape waits for the outbox's figures: a slow database must not make the whole scrape time out. */
const OUTBOX_READ_MS = 2000;

const deliveryChannels = ['business_email', 'visitor_email', 'webhook'] as const;

/** Methods as Node's parser knows them are a few dozen; the label keeps the usual ones and folds the rest. */
const namedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * GET /metrics in Prometheus' text format, for METRICS_TOKEN's holder only (README, "Metrics"). Without the setting
 * nothing is registered: the path answers 404 as any unknown one does, and nothing is measured. Every label is a
 * closed list (methods, route templates, status classes, lead kinds, channels): never a URL, an id or anything a
 * visitor typed.
 */
export function setUpMetrics(app: FastifyInstance, token: string | undefined, db: Database): LiveMetrics | undefined {
  if (!token) return undefined;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestSeconds = new Histogram({
    name: 'sme_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const routeOf = routeLabeller();
  app.addHook('onResponse', async (request, reply) => {
    // A console's live stream lasts as long as the console stays open: its length is no latency, and
    // sme_live_streams_open counts it instead.
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    requestSeconds.observe(
      {
        method: namedMethods.has(request.method) ? request.method : 'other',
        // The REST layer rewrites request.url without its /api prefix; the URL as it came is kept apart.
        route: routeOf(request.method, request.routeOptions.url, request.originalUrl),
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  const leadsTaken = new Counter({
    name: 'sme_leads_taken_total',
    help: 'Leads stored by this instance, by kind; spam="true" for those screened as a bot\'s (kept in Spam).',
    labelNames: ['kind', 'spam'] as const,
    registers: [registry],
  });
  // Every series from zero, so rate() and increase() see the first lead of a kind.
  for (const kind of leadKinds) for (const spam of ['false', 'true']) leadsTaken.inc({ kind, spam }, 0);
  const stopHearing = onLeadTaken(({ kind, spam }) => leadsTaken.inc({ kind, spam: String(spam) }));
  app.addHook('onClose', async () => stopHearing());

  let outboxRead: Promise<OutboxFigures | undefined> | undefined;
  /** One statement answers both gauges, which prom-client collects at once: they share it. */
  const readOutboxOnce = () =>
    (outboxRead ??= withinMs(readOutbox(db), OUTBOX_READ_MS)
      .catch((error: unknown) => {
        // Left out of this scrape rather than reported as a false 0: an alert on absent() notices.
        app.log.warn({ error: (error as Error).name }, 'metrics: the outbox could not be read');
        return undefined;
      })
      .finally(() => (outboxRead = undefined)));
  const outboxGauge = (name: string, help: string, figure: (row: OutboxRow | undefined) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['channel'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        const figures = await readOutboxOnce();
        if (figures) for (const channel of deliveryChannels) this.set({ channel }, figure(figures.get(channel)));
      },
    });
  outboxGauge(
    'sme_outbox_pending',
    "Deliveries waiting in the outbox (every instance's), by channel.",
    (row) => row?.pending ?? 0,
  );
  outboxGauge(
    'sme_outbox_oldest_pending_age_seconds',
    'Age of the oldest delivery waiting in the outbox, by channel; 0 when none waits.',
    (row) => row?.oldestSeconds ?? 0,
  );

  let openStreams = () => 0;
  new Gauge({
    name: 'sme_live_streams_open',
    help: "Consoles' live streams open on this instance.",
    registers: [registry],
    collect() {
      this.set(openStreams());
    },
  });
  const pushSeconds = new Histogram({
    name: 'sme_live_push_delay_seconds',
    help: "Time from this instance hearing a lead change from the database to handing it to a console's stream.",
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!holdsToken(request, token)) {
      // 401 rather than 404: a scraper with a stale token should say so, and the path's existence tells no one more
      // than any Prometheus-speaking site would; the token itself is at least 32 characters, compared in constant time.
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain')
        .send('Unauthorized.\n');
    }
    return sendMetrics(reply, registry);
  });

  return {
    streamsOpen: (count) => (openStreams = count),
    pushed: (seconds) => pushSeconds.observe(seconds),
  };
}

async function sendMetrics(reply: FastifyReply, registry: Registry) {
  const text = await registry.metrics();
  return reply.type(registry.contentType).send(text);
}

/** Both sides hashed first, so the comparison takes the same time whatever the lengths. */
function holdsToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer +(\S+)\s*$/i.exec(header);
  const sent = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(sent, expected) && match !== null;
}

interface OutboxRow {
  pending: number;
  oldestSeconds: number;
}
type OutboxFigures = Map<string, OutboxRow>;

/**
 * One statement over the pending rows only (the index on status and next try finds them): a healthy outbox holds a
 * handful. Times are UTC wall-clock, as Prisma stores them.
 */
async function readOutbox(db: Database): Promise<OutboxFigures> {
  const rows = await db.prisma.$queryRaw<{ channel: string; pending: number; oldest: number | null }[]>`
    SELECT "channel"::text AS "channel", count(*)::int AS "pending",
      EXTRACT(EPOCH FROM ((now() AT TIME ZONE 'UTC') - min("createdAt")))::float8 AS "oldest"
    FROM "Delivery" WHERE "status" = 'pending'
    GROUP BY "channel"`;
  return new Map(
    rows.map((row) => [row.channel, { pending: row.pending, oldestSeconds: Math.max(0, row.oldest ?? 0) }]),
  );
}

function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('late'), { name: 'Timeout' })), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
