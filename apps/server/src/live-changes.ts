import { LeadChangeFeed } from '@sme/api';
import type { Database, LeadChangeWatch } from '@sme/db';
import type { FastifyInstance } from 'fastify';

/**
 * The console's live view on this instance: one watch of the database's lead notifications (every instance's
 * writes arrive through LISTEN/NOTIFY) feeding one in-process fan-out to the consoles connected here. Stopping the
 * server ends their streams first (each console reconnects, to another instance behind the proxy), then the watch.
 */
export async function setUpLiveChanges(app: FastifyInstance, db: Database): Promise<LeadChangeFeed> {
  // Asked only once consoles connect, by when the watch exists.
  const feed = new LeadChangeFeed({ heard: () => watch.live });
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
