import { LeadChangeFeed, type LeadChange } from '@sme/api';
import type { Database, LeadChangeWatch } from '@sme/db';
import type { FastifyInstance } from 'fastify';
import type { LiveMetrics } from './http/metrics.ts';

/**
 * The console's live view on this instance: one watch of the database's lead notifications (every instance's
 * writes arrive through LISTEN/NOTIFY) feeding one in-process fan-out to the consoles connected here. Stopping the
 * server ends their streams first (each console reconnects, to another instance behind the proxy), then the watch.
 * With metrics on, the streams open and each change's delay on its way to a console are measured.
 */
export async function setUpLiveChanges(
  app: FastifyInstance,
  db: Database,
  metrics?: LiveMetrics,
): Promise<LeadChangeFeed> {
  // Asked only once consoles connect, by when the watch exists.
  const heard = () => watch.live;
  const feed = metrics ? new TimedFeed({ heard }, metrics) : new LeadChangeFeed({ heard });
  metrics?.streamsOpen(() => feed.size);
  const watch: LeadChangeWatch = await db.watchLeadChanges({
    changed: (change) => feed.publish(change),
    // Consoles reconnect and read again: whatever happened meanwhile was not heard.
    missed: () => feed.interrupt(),
    connection: (up, cause) => {
      if (up) app.log.info('lead changes heard again: consoles are live again');
      else app.log.warn({ cause }, 'lead changes cannot be heard: consoles read again every 30 s until then');
    },
  });
  // preClose runs before Fastify waits for requests in flight: an open stream would otherwise keep it waiting.
  app.addHook('preClose', async () => feed.close());
  app.addHook('onClose', async () => watch.stop());
  return feed;
}

/**
 * The feed, timing each change from when this instance heard it to when a console's stream takes it: a console that
 * reads slower than changes come makes them wait in its backlog. The notification carries no commit time, so the
 * database's part (commit to notification, milliseconds on a healthy connection) is not in the figure.
 */
class TimedFeed extends LeadChangeFeed {
  // One object per notification, shared by every stream it goes to, and dropped with the last of them.
  readonly #heardAt = new WeakMap<LeadChange, number>();
  readonly #metrics: LiveMetrics;

  constructor(options: { heard: () => boolean }, metrics: LiveMetrics) {
    super(options);
    this.#metrics = metrics;
  }

  override publish(change: LeadChange): void {
    this.#heardAt.set(change, performance.now());
    super.publish(change);
  }

  override async *stream(
    options: Parameters<LeadChangeFeed['stream']>[0],
  ): AsyncGenerator<LeadChange, void, undefined> {
    for await (const change of super.stream(options)) {
      const heardAt = this.#heardAt.get(change);
      if (heardAt !== undefined) this.#metrics.pushed((performance.now() - heardAt) / 1000);
      yield change;
    }
  }
}
