import type pg from 'pg';

/**
 * A connection can die without either end being told: a route goes, a NAT entry or a firewall's state expires, a
 * peer freezes. No reset ever comes, the socket stays open, reads wait, and a LISTEN on it hears nothing. TCP
 * keepalive notices only after what the kernel is set to (Linux: 2 h idle, then 9 probes 75 s apart, unless tuned),
 * so the connection proves itself by answering a statement within a deadline, again and again.
 */
export interface HeartbeatTiming {
  /** Between the sending of one beat and the next (the next waits for the answer, never piles up). */
  everyMs: number;
  /** How long an answer may take: past it the connection counts as lost. */
  deadlineMs: number;
}

/** A timer this much past its time says the process was held up, not that the connection is silent. */
const LATE_MS = 200;
/**
 * After a late deadline, the time an answer that arrived meanwhile has to be read: a few turns of the event loop.
 * Not a whole deadline again: on a loaded machine timers run 200 ms late often enough that a second deadline pushed
 * a silence's notice from 4 s to 6.6 s, past the 5 s promise (docs/decisions/listen-heartbeat.md).
 */
const READ_GRACE_MS = 250;

/** A connection that did not answer its heartbeat in time: taken as lost (code for logs, as pg's errors carry one). */
export class SilentConnectionError extends Error {
  readonly code = 'HEARTBEAT_TIMEOUT';
  constructor(deadlineMs: number) {
    super(`The database connection did not answer within ${deadlineMs} ms: taken as lost.`);
    this.name = 'SilentConnectionError';
  }
}

/**
 * Sends `statement` on `client` every `everyMs`, each to be answered within `deadlineMs`; calls `lost` once, with the
 * statement's error or a SilentConnectionError, and beats no more. A silence that starts just after an answer is
 * noticed at the latest `everyMs + deadlineMs` later, and a quarter second after the process could run again if it
 * was held up as the deadline fell due.
 * Returns a stop.
 */
export function startHeartbeat(
  client: pg.Client,
  statement: string,
  { everyMs, deadlineMs }: HeartbeatTiming,
  lost: (error: Error) => void,
): () => void {
  let stopped = false;
  let next: NodeJS.Timeout | undefined;
  let deadline: NodeJS.Timeout | undefined;

  const fail = (error: Error) => {
    if (stopped) return;
    stop();
    lost(error);
  };

  const beat = () => {
    const sent = performance.now();
    let answered = false;
    const arm = (ms: number, extended: boolean) => {
      const due = performance.now() + ms;
      deadline = setTimeout(() => {
        if (answered) return;
        // Fired late, the process itself was held up (a long synchronous task, a loaded machine): an answer that
        // came meanwhile may sit unread. Time this process could not run is not the connection's silence: the loop
        // gets a few turns to read it; a second miss counts.
        if (!extended && performance.now() - due > LATE_MS) arm(READ_GRACE_MS, true);
        else fail(new SilentConnectionError(deadlineMs));
      }, ms);
      deadline.unref();
    };
    arm(deadlineMs, false);
    client.query(statement).then(
      () => {
        answered = true;
        clearTimeout(deadline);
        if (stopped) return;
        next = setTimeout(beat, Math.max(0, everyMs - (performance.now() - sent)));
        next.unref();
      },
      (error: Error) => {
        answered = true;
        clearTimeout(deadline);
        fail(error);
      },
    );
  };

  const stop = () => {
    stopped = true;
    clearTimeout(next);
    clearTimeout(deadline);
  };

  next = setTimeout(beat, everyMs);
  // The watch's own stop ends the heartbeat; a timer alone should not keep a process (a script, a test) alive.
  next.unref();
  return stop;
}

/**
 * `answer`, or a SilentConnectionError once `ms` have passed without it: for a statement outside the beats (a watch's
 * first LISTEN). pg's own query_timeout would apply to every statement of the client, the beats included, whose
 * deadline forgives a slow process once.
 */
export function answeredWithin<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new SilentConnectionError(ms)), ms);
    timer.unref();
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}
