import type { LeadChange } from '@sme/db';
import { consoleMessages } from '@sme/domain';
import { TRPCError } from '@trpc/server';

export type { LeadChange };

/** Why a console's stream was ended by the server rather than by the console. */
export const liveMessages = {
  /** The instance is stopping: the console reconnects (to another instance behind the proxy). */
  closing: 'The server is restarting. Live updates resume in a moment.',
  /** The database's notifications were cut off: changes may have gone unheard, so the console reads again. */
  interrupted: 'Live updates were interrupted. They resume in a moment.',
  /** A console that reads too slowly: it reconnects and reads the leads again rather than the backlog. */
  behind: 'Live updates fell behind. They resume in a moment.',
} as const;

interface Subscriber {
  change(change: LeadChange): void;
  end(error: TRPCError): void;
}

export interface StreamOptions {
  /** The console closed the stream (the browser went away). */
  signal?: AbortSignal | undefined;
  /** Asked every `recheckMs`: false (or a throw) ends the stream with UNAUTHORIZED (signed out, disabled). */
  stillSignedIn(): Promise<boolean>;
  recheckMs?: number;
}

/** Changes waiting for a console that reads slower than they come; past it, the console reconnects and reads again. */
const BACKLOG_MAX = 1_000;
/** Within a minute of a session ending or its user being disabled, their stream ends. */
export const SESSION_RECHECK_MS = 30_000;

/**
 * This instance's fan-out of lead changes to its open consoles: one watch of the database feeds it (every instance
 * hears every change through LISTEN/NOTIFY), each console's subscription reads from it. Ids only, never personal data.
 */
export class LeadChangeFeed {
  readonly #subscribers = new Set<Subscriber>();
  readonly #heard: () => boolean;
  #closed = false;

  /** `heard`: whether the database's notifications reach this instance now (PostgreSQL: its listening connection). */
  constructor(options: { heard?: () => boolean } = {}) {
    this.#heard = options.heard ?? (() => true);
  }

  /** How many consoles listen on this instance. */
  get size(): number {
    return this.#subscribers.size;
  }

  /** Whether changes are heard now: a console connecting while they are not is told to try again. */
  get live(): boolean {
    return this.#heard() && !this.#closed;
  }

  publish(change: LeadChange): void {
    for (const subscriber of this.#subscribers) subscriber.change(change);
  }

  /**
   * Changes may have gone unheard (the database's notifications were lost, or are back after a loss): every open
   * stream ends with a retryable error, so each console reconnects and reads its leads again.
   */
  interrupt(): void {
    this.#endAll(new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: liveMessages.interrupted }));
  }

  /** The instance is stopping: open streams end (a stream left open would keep the server from closing). */
  close(): void {
    this.#closed = true;
    this.#endAll(new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: liveMessages.closing }));
  }

  #endAll(error: TRPCError) {
    for (const subscriber of [...this.#subscribers]) subscriber.end(error);
  }

  /** One console's changes, as they come, until it goes away, its session ends, or the feed ends it. */
  async *stream(options: StreamOptions): AsyncGenerator<LeadChange, void, undefined> {
    if (!this.live) {
      throw new TRPCError({
        code: 'SERVICE_UNAVAILABLE',
        message: this.#closed ? liveMessages.closing : liveMessages.interrupted,
      });
    }
    const backlog: LeadChange[] = [];
    let ended: TRPCError | undefined;
    let stopped = false;
    let wake: (() => void) | undefined;
    const nudge = () => {
      wake?.();
      wake = undefined;
    };
    const subscriber: Subscriber = {
      change: (change) => {
        if (backlog.length >= BACKLOG_MAX) {
          subscriber.end(new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: liveMessages.behind }));
          return;
        }
        backlog.push(change);
        nudge();
      },
      end: (error) => {
        ended ??= error;
        this.#subscribers.delete(subscriber);
        nudge();
      },
    };
    const onAbort = () => {
      stopped = true;
      nudge();
    };
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const recheck = setInterval(() => {
      options.stillSignedIn().then(
        (signedIn) => {
          if (!signedIn)
            subscriber.end(new TRPCError({ code: 'UNAUTHORIZED', message: consoleMessages.signInRequired }));
        },
        // A database hiccup is not a signed-out user: asked again at the next round.
        () => {},
      );
    }, options.recheckMs ?? SESSION_RECHECK_MS);
    recheck.unref();
    this.#subscribers.add(subscriber);
    try {
      while (!stopped && !options.signal?.aborted) {
        // Ended: the console reconnects and reads its leads again, so a backlog left unsent is no loss.
        if (ended) throw ended;
        const next = backlog.shift();
        if (next) {
          yield next;
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    } finally {
      clearInterval(recheck);
      options.signal?.removeEventListener('abort', onAbort);
      this.#subscribers.delete(subscriber);
    }
  }
}
