import pg from 'pg';

/**
 * The channel the content tables' triggers notify (migration content_change_notify): blog posts and the card-machine
 * catalogue, whatever wrote them (the seed in another process, the server, a person at psql).
 */
export const CONTENT_CHANNEL = 'sme_content_changed';

export interface ContentWatchHandlers {
  /**
   * Content may have changed: called for every notification, and also whenever the watch loses or regains its
   * connection, since changes made in between were not seen.
   */
  changed(): void;
  /** The connection to the notifications went down (with the error's code or name) or is back. */
  connection?(up: boolean, cause?: string): void;
}

export interface ContentWatch {
  /** False while a change could go unseen (PostgreSQL: reconnecting): a cache must then neither serve nor keep. */
  readonly live: boolean;
  stop(): Promise<void>;
}

/** What the embedded database offers for notifications, on this thread or its own. */
interface EmbeddedListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** The embedded database runs in this process: its notifications arrive before the write that caused them returns. */
export async function watchPgliteContent(
  pglite: EmbeddedListener,
  handlers: ContentWatchHandlers,
): Promise<ContentWatch> {
  const unlisten = await pglite.listen(CONTENT_CHANNEL, () => handlers.changed());
  return { live: true, stop: () => unlisten() };
}

/** How often the listening connection proves it is still there: a silently dropped one would otherwise hear nothing. */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * PostgreSQL: one connection of its own that LISTENs (a pooled one would be handed to queries and lose it), and is
 * made again whenever it fails. Changes committed by any process reach every instance within the notification's
 * round trip.
 */
export async function watchPostgresContent(url: string, handlers: ContentWatchHandlers): Promise<ContentWatch> {
  let client: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let retryMs = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lost = (from: pg.Client, error?: Error & { code?: string }) => {
    if (client !== from) return;
    client = undefined;
    clearInterval(heartbeat);
    from.removeAllListeners('notification');
    from.on('error', () => {}); // a late error from a connection given up on
    from.end().catch(() => {});
    if (live) {
      live = false;
      handlers.connection?.(false, error?.code ?? error?.name);
    }
    handlers.changed();
    if (!stopped) schedule();
  };

  const schedule = () => {
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, query_timeout: HEARTBEAT_TIMEOUT_MS });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) handlers.changed();
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${CONTENT_CHANNEL}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (stopped || client !== next) return;
    retryMs = RETRY_MIN_MS;
    live = true;
    heartbeat = setInterval(() => {
      next.query('SELECT 1').catch((error: Error) => lost(next, error));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    handlers.connection?.(true);
    // Whatever changed before the LISTEN took effect was not heard.
    handlers.changed();
  };

  await connect();
  return {
    get live() {
      return live;
    },
    stop: async () => {
      stopped = true;
      live = false;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}
