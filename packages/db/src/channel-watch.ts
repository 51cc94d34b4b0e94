import pg from 'pg';

/** What a watch of one notification channel hands on. */
export interface ChannelWatchHandlers {
  /** A notification on the channel, with its payload. */
  notified(payload: string): void;
  /**
   * Notifications may have been missed: called whenever the connection is lost (and at each failed attempt to make
   * it again) and once it listens again, since whatever was sent in between was not heard.
   */
  missed?(): void;
  /** The connection to the notifications went down (with the error's code or name) or is back. */
  connection?(up: boolean, cause?: string): void;
}

export interface ChannelWatch {
  /** False while a notification could go unheard (PostgreSQL: reconnecting). */
  readonly live: boolean;
  stop(): Promise<void>;
}

/** What the embedded database offers for notifications, on this thread or its own. */
export interface EmbeddedListener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** LISTEN takes an identifier, not a parameter: only plain lower-case names are accepted. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
  return channel;
}

/** The embedded database runs in this process: its notifications arrive before the write that caused them returns. */
export async function watchPgliteChannel(
  pglite: EmbeddedListener,
  channel: string,
  handlers: ChannelWatchHandlers,
): Promise<ChannelWatch> {
  const unlisten = await pglite.listen(checkedChannel(channel), (payload) => handlers.notified(payload));
  return { live: true, stop: () => unlisten() };
}

/** How often the listening connection proves it is still there: a silently dropped one would otherwise hear nothing. */
const HEARTBEAT_MS = 15_000;
const HEARTBEAT_TIMEOUT_MS = 5_000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/**
 * PostgreSQL: one connection of its own per watch that LISTENs (a pooled one would be handed to queries and lose
 * it), and is made again, with growing pauses, whenever it fails. Notifications committed by any process reach every
 * instance within the notification's round trip.
 */
export async function watchPostgresChannel(
  url: string,
  channel: string,
  handlers: ChannelWatchHandlers,
): Promise<ChannelWatch> {
  checkedChannel(channel);
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
    handlers.missed?.();
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
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
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
    // Whatever was sent before the LISTEN took effect was not heard.
    handlers.missed?.();
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
