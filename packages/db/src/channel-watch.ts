import pg from 'pg';
import { answeredWithin, SilentConnectionError, startHeartbeat, type HeartbeatTiming } from './connection-heartbeat.ts';

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

/**
 * The listening connection proves it is alive by answering a statement (see connection-heartbeat.ts): one silently
 * dropped hears nothing, and the consoles on this instance would look live and the caches would keep old content.
 * Every 1.5 s, answered within 2.5 s: a silence is noticed within 4 s of its start (the promise is 5 s, the second
 * left for a loaded event loop). A beat is a round trip of a few bytes, under 1 ms of the database's time.
 */
export const HEARTBEAT: HeartbeatTiming = { everyMs: 1_500, deadlineMs: 2_500 };
/** Connecting and the LISTEN itself: a route that is gone would otherwise leave an attempt waiting on the kernel. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Ending a connection politely (Terminate, then the server's close): a silent one never answers, so it is cut. */
const END_GRACE_MS = 1_000;
const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;

/** Closes a connection given up on, whether or not its other end still answers; never throws. */
async function closeConnection(client: pg.Client, silent: boolean): Promise<void> {
  client.on('error', () => {}); // a late error from a connection given up on
  const ended = client.end().catch(() => {});
  if (!silent) await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, END_GRACE_MS).unref())]);
  // Without a reset from the other end the socket would stay open until the kernel gave up on it.
  client.connection.stream.destroy();
}

/**
 * PostgreSQL: one connection of its own per watch that LISTENs (a pooled one would be handed to queries and lose
 * it), proves every 1.5 s that it still answers (HEARTBEAT), and is made again, with growing pauses, whenever it
 * fails or falls silent. Notifications committed by any process reach every instance within the notification's
 * round trip.
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
  let stopHeartbeat: (() => void) | undefined;

  const lost = (from: pg.Client, error?: Error & { code?: string }) => {
    if (client !== from) return;
    client = undefined;
    stopHeartbeat?.();
    from.removeAllListeners('notification');
    // A connection that fell silent, or never answered its connect or LISTEN, is cut rather than waited on.
    const silent = error instanceof SilentConnectionError || !live;
    void closeConnection(from, silent);
    // Told exactly as for a connection that dropped with a reset: consoles read again, caches are cleared.
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
    // TCP keepalive as well, for the kernel to clear a dead socket too; it alone would notice too late (see HEARTBEAT).
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notified(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await answeredWithin(next.query(`LISTEN ${channel}`), CONNECT_TIMEOUT_MS);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (stopped || client !== next) return;
    retryMs = RETRY_MIN_MS;
    live = true;
    // The beat is the LISTEN again: a no-op on a channel already listened to, as cheap as a SELECT 1, and it keeps
    // the session's last statement (pg_stat_activity.query) saying what the session is for.
    stopHeartbeat = startHeartbeat(next, `LISTEN ${channel}`, HEARTBEAT, (error) => lost(next, error));
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
      stopHeartbeat?.();
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        // Bounded: a server stopping must not wait on a connection that has gone silent.
        await closeConnection(last, false);
      }
    },
  };
}
