import type {
  ConnectionInfo,
  IsolationLevel,
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
  Transaction,
} from '@prisma/driver-adapter-utils';
import { outageWindowMs } from './database-limits.ts';

// A PostgreSQL server can end any session at any moment (pg_terminate_backend, a failover, a restart, a proxy timing
// out), and the statement running on it fails with it, though a fresh connection would have served it. Measured on
// main: 4 of 1,500 submissions answered 500 while the server's connections were cut 20 times in 10 s.
//
// What is safe to run again depends on whether the lost statement could have changed anything:
// - a read changes nothing: run again, here, below every caller;
// - a statement pg refused before sending it (its connection was already known to be dead) never ran: run again;
// - BEGIN, or any statement of a transaction before its COMMIT: the server rolls back a transaction whose session
//   ends, so nothing of it stayed. The adapter cannot run the caller's transaction again; retryOnDroppedConnection,
//   around the whole prisma.$transaction, can;
// - a COMMIT, or a write outside a transaction, whose connection died before the answer came: it may have been done
//   or not, and the client cannot tell. Marked here as of unknown outcome; retryOnDroppedConnection runs such work
//   again only when its caller says a second run is harmless when the first one counted (e.g. a fingerprinted
//   submission, which a second run finds stored and answers from).
//
// Each run again is on another connection, up to eight runs in all, each after a longer wait (see waitBeforeRun): on
// a loaded server a statement can wait longer for its connection than the time between two terminations (measured:
// waits of 300 to 850 ms while the sessions were terminated every 500 ms, and a run again lent a connection whose end
// pg had not read yet), so a run again can be cut too, and every further run is as safe as the first. With five runs
// 50 ms apart, a CI run of the fault test (600 submissions) saw one cut five times in a row and answered 500; in five
// runs of it here, 134 submissions needed a second run, 10 a third, 4 a fourth and 1 a fifth. The growing waits also
// outlast a short failover. A server that keeps ending sessions beyond that is answered with its error.

/**
 * SQLSTATEs of a session the server ended: admin_shutdown, crash_shutdown, cannot_connect_now, idle_session_timeout,
 * and the whole class 08, connection_exception (its subclasses name how the connection failed, and pg reports some
 * of them only while connecting).
 */
const ENDED_SESSION = /^(57P0[1235]|08...)$/;
/**
 * SQLSTATEs only a new connection is refused with (too_many_connections, cannot_connect_now): no statement of it
 * ran. While sessions are ended under load the pool opens connections faster than the ended ones go away.
 */
const REFUSED_CONNECTION = new Set(['53300', '57P03']);
/** Node's socket errors for a connection the other side closed. */
const CLOSED_SOCKET = new Set(['ECONNRESET', 'EPIPE']);
/**
 * pg's errors for a connection that ended under a statement (its socket closed without an answer): unexpectedly,
 * or while the pool was already ending the connection it had seen fail.
 */
const LOST_UNDER_STATEMENT = new Set(['Connection terminated unexpectedly', 'Connection terminated']);
/** pg's error for a statement on a connection already known to be dead: refused before anything was sent. */
const NOT_SENT = 'Client has encountered a connection error and is not queryable';

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  meta?: { driverAdapterError?: unknown };
  cause?: { kind?: unknown; code?: unknown; originalCode?: unknown };
}

/**
 * The driver's error inside whatever carries it: pg's own, Prisma's DriverAdapterError (the mapped error as
 * `cause`), or a Prisma client error holding the DriverAdapterError as `meta.driverAdapterError`.
 */
function layers(error: unknown): ErrorFields[] {
  if (typeof error !== 'object' || error === null) return [];
  const outer = error as ErrorFields;
  const adapterError = outer.meta?.driverAdapterError;
  return [outer, ...(typeof adapterError === 'object' && adapterError !== null ? [adapterError as ErrorFields] : [])];
}

/** The SQLSTATE a layer carries: its own code (pg's error) or its mapped cause's (the adapter's). */
function sqlStateOf({ code, cause }: ErrorFields): string | undefined {
  const state = cause?.originalCode ?? cause?.code ?? code;
  return typeof state === 'string' ? state : undefined;
}

/**
 * Node's socket errors and pg's messages for a connection that could not be made: refused, no route, no name, or no
 * answer within the connect timeout. Nothing was sent.
 */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const CONNECT_TIMED_OUT = new Set([
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
]);
/** lock_not_available: lock_timeout gave up waiting. The statement (or its transaction) did nothing. */
const LOCK_NOT_GRANTED = '55P03';
/** query_canceled: statement_timeout (or a cancel). The statement did nothing; too slow to try again at once. */
const CANCELLED = '57014';

/**
 * Whether `error` says the statement never ran because the database could not be reached or a lock was not granted
 * in time: safe to run again, write or not, for as long as an outage lasts.
 */
export function isUnreachable(error: unknown): boolean {
  return layers(error).some((layer) => {
    const { code, message, cause } = layer;
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECT_TIMED_OUT.has(message)) return true;
    if (cause?.kind === 'DatabaseNotReachable') return true;
    const sqlState = sqlStateOf(layer);
    return sqlState === LOCK_NOT_GRANTED || sqlState === '57P03';
  });
}

/**
 * Whether `error` is the database being out of reach or too slow, not a fault in the request or the code: what the
 * server answers 503 "try again" for rather than 500.
 */
export function isDatabaseOutage(error: unknown): boolean {
  return (
    isUnreachable(error) ||
    isDroppedConnection(error) ||
    layers(error).some((layer) => sqlStateOf(layer) === CANCELLED || layer.cause?.kind === 'SocketTimeout')
  );
}

/** Whether `error` says the connection the statement ran on is gone (and a fresh one might serve it). */
export function isDroppedConnection(error: unknown): boolean {
  return layers(error).some((layer) => {
    const { code, message, cause } = layer;
    if (typeof code === 'string' && CLOSED_SOCKET.has(code)) return true;
    if (typeof message === 'string' && (LOST_UNDER_STATEMENT.has(message) || message === NOT_SENT)) return true;
    if (cause?.kind === 'ConnectionClosed' || cause?.kind === 'TooManyConnections') return true;
    const sqlState = sqlStateOf(layer);
    return sqlState !== undefined && (ENDED_SESSION.test(sqlState) || REFUSED_CONNECTION.has(sqlState));
  });
}

/** Whether the statement never reached the server: its connection was known to be dead, or could not be made. */
function neverSent(error: unknown): boolean {
  if (isUnreachable(error)) return true;
  return layers(error).some((layer) => {
    if (layer.message === NOT_SENT || layer.cause?.kind === 'TooManyConnections') return true;
    const sqlState = sqlStateOf(layer);
    return sqlState !== undefined && REFUSED_CONNECTION.has(sqlState);
  });
}

/** Failures the adapter saw on a COMMIT or a write outside a transaction: done or not, no one knows. */
const unknownOutcomes = new WeakSet<object>();

function markUnknownOutcome(error: unknown): void {
  if (typeof error === 'object' && error !== null && isDroppedConnection(error) && !neverSent(error)) {
    unknownOutcomes.add(error);
  }
}

/** Whether `error` is a lost COMMIT or a lost write outside a transaction (see markUnknownOutcome). */
export function hasUnknownOutcome(error: unknown): boolean {
  return layers(error).some((layer) => unknownOutcomes.has(layer));
}

/** DML, and the calls that change something though they sit in a SELECT. Over-matching only costs a retry. */
const WRITES =
  /\b(insert|update|delete|merge|copy|call|do|nextval|setval|pg_advisory_lock|pg_try_advisory_lock|pg_notify|set_config|pg_terminate_backend|pg_cancel_backend)\b/i;
/** Row locks taken by a SELECT: outside a transaction they end with it, so the SELECT stays a read. */
const ROW_LOCKS = /\bfor\s+(no\s+key\s+update|update|key\s+share|share)\b/gi;

/**
 * Whether a statement only reads: a SELECT (or a WITH … SELECT) that names no write. Judged from its text, as
 * Prisma sends it (values are parameters, never in the text), so a word like 'update' in a quoted name such as
 * "updatedAt" does not count, and a write hidden in a function it calls cannot be seen: the app calls none.
 */
export function isReadOnlyStatement(sql: string): boolean {
  const text = sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/"(?:[^"]|"")*"/g, '""')
    .replace(/'(?:[^']|'')*'/g, "''")
    .trim();
  if (!/^\(*\s*(select|with)\b/i.test(text)) return false;
  return !WRITES.test(text.replace(ROW_LOCKS, ' '));
}

const isCommit = (query: SqlQuery) => /^\s*commit\s*;?\s*$/i.test(query.sql);

/**
 * How long pg takes to see that a session the server ended is gone: the server sends its FATAL message, then closes
 * the socket as its process exits, 0 to 7 ms later (measured on a 2-core machine under load). Until then the pool
 * holds the connection as idle and would lend it again. A terminated database's other idle sessions end alike.
 */
const SESSION_END_GRACE_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until the pool has dropped the connections that died with the failed statement's (see above). */
const afterSessionsEnd = () => sleep(SESSION_END_GRACE_MS);

/** Runs of one statement or one piece of work, the first included. */
export const MAX_RUNS = 8;
/** The longest wait between two runs. */
const LONGEST_WAIT_MS = 800;

/**
 * Waits before the run after run `runs`: at least the time pg takes to see the ended sessions, doubling from there
 * (50, 100, 200, 400, then 800 ms), so the runs span about 3 to 5 s; each wait up to half as long again at random,
 * so the statements cut together are not all sent again together into the next cut.
 */
function waitBeforeRun(runs: number): Promise<unknown> {
  const wait = Math.min(SESSION_END_GRACE_MS * 2 ** (runs - 1), LONGEST_WAIT_MS);
  return sleep(wait + Math.random() * (wait / 2));
}

/**
 * Runs a read, or a statement that was never sent, again on another connection when its connection died.
 * Anything else is left to fail, a write marked as of unknown outcome (see retryOnDroppedConnection).
 */
async function withStatementRetry<T>(query: SqlQuery, run: () => Promise<T>, outageMs: number): Promise<T> {
  const outage = new OutageWindow(outageMs);
  for (let runs = 1; ; runs += 1) {
    try {
      return await run();
    } catch (error) {
      if (isUnreachable(error)) {
        if (await outage.waitOrGiveUp(error)) continue;
        throw error;
      }
      if (!isDroppedConnection(error)) throw error;
      if (!neverSent(error) && !isReadOnlyStatement(query.sql)) {
        markUnknownOutcome(error);
        throw error;
      }
      if (runs === MAX_RUNS) throw error;
    }
    await waitBeforeRun(runs);
  }
}

/** Errors an outage window already ran out on: nobody above tries them again for another window. */
const outageSpent = new WeakSet<object>();

/**
 * The time a statement or piece of work that could not run keeps being tried: from its first failure, waits doubling
 * from 100 ms to 1 s (up to half as long again at random, so a crowd of them does not come back at once), until the
 * next wait would end past the window.
 */
class OutageWindow {
  private readonly started = Date.now();
  private waits = 0;

  constructor(private readonly ms: number) {}

  /** Waits before the next run and answers true; or marks `error` as spent and answers false. */
  async waitOrGiveUp(error: unknown): Promise<boolean> {
    if (typeof error === 'object' && error !== null && outageSpent.has(error)) return false;
    const wait = Math.min(100 * 2 ** this.waits, 1_000);
    this.waits += 1;
    if (Date.now() - this.started + wait > this.ms) {
      for (const layer of layers(error)) outageSpent.add(layer);
      return false;
    }
    await sleep(wait + Math.random() * (wait / 2));
    return true;
  }
}

/** A transaction's connection: nothing retried inside it; a COMMIT lost with its connection is marked as such. */
class ObservedTransaction implements Transaction {
  readonly provider: Transaction['provider'];
  readonly adapterName: string;
  readonly options: Transaction['options'];
  createSavepoint?: (name: string) => Promise<void>;
  rollbackToSavepoint?: (name: string) => Promise<void>;
  releaseSavepoint?: (name: string) => Promise<void>;

  constructor(private readonly inner: Transaction) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
    this.options = inner.options;
    // Prisma checks for these to nest transactions: present here exactly when the driver has them.
    if (inner.createSavepoint) this.createSavepoint = (name) => inner.createSavepoint!(name);
    if (inner.rollbackToSavepoint) this.rollbackToSavepoint = (name) => inner.rollbackToSavepoint!(name);
    if (inner.releaseSavepoint) this.releaseSavepoint = (name) => inner.releaseSavepoint!(name);
  }

  queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return this.observe(query, () => this.inner.queryRaw(query));
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return this.observe(query, () => this.inner.executeRaw(query));
  }

  async commit(): Promise<void> {
    await this.beforeRelease();
    return this.inner.commit();
  }

  async rollback(): Promise<void> {
    await this.beforeRelease();
    return this.inner.rollback();
  }

  /** Whether a statement of this transaction failed because its session ended. */
  private sessionEnded = false;

  private async observe<T>(query: SqlQuery, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isDroppedConnection(error)) this.sessionEnded = true;
      if (isCommit(query)) markUnknownOutcome(error);
      throw error;
    }
  }

  /**
   * The driver gives the connection back to the pool without saying it failed, and the pool keeps it unless pg has
   * already seen its socket close: a dead session's connection is given back once that is seen, or the next
   * statement lent it (a write, which nothing may retry) fails in its turn.
   */
  private async beforeRelease(): Promise<void> {
    if (this.sessionEnded) await afterSessionsEnd();
  }
}

/** The driver's adapter with the retries above. */
class RetryingAdapter implements SqlDriverAdapter {
  readonly provider: SqlDriverAdapter['provider'];
  readonly adapterName: string;
  getConnectionInfo?: () => ConnectionInfo;

  constructor(
    private readonly inner: SqlDriverAdapter,
    private readonly outageMs: number,
  ) {
    this.provider = inner.provider;
    this.adapterName = inner.adapterName;
    if (inner.getConnectionInfo) this.getConnectionInfo = () => inner.getConnectionInfo!();
  }

  queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    return withStatementRetry(query, () => this.inner.queryRaw(query), this.outageMs);
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return withStatementRetry(query, () => this.inner.executeRaw(query), this.outageMs);
  }

  executeScript(script: string): Promise<void> {
    return this.inner.executeScript(script);
  }

  async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
    const outage = new OutageWindow(this.outageMs);
    for (let runs = 1; ; runs += 1) {
      try {
        return new ObservedTransaction(await this.inner.startTransaction(isolationLevel));
      } catch (error) {
        if (isUnreachable(error)) {
          if (await outage.waitOrGiveUp(error)) continue;
          throw error;
        }
        // A transaction that could not begin did nothing: begin it on another connection.
        if (!isDroppedConnection(error) || runs === MAX_RUNS) throw error;
      }
      await waitBeforeRun(runs);
    }
  }

  dispose(): Promise<void> {
    return this.inner.dispose();
  }
}

/** A driver adapter factory whose connections retry what died with its connection, as described above. */
export function retryingDroppedConnections(
  factory: SqlDriverAdapterFactory,
  outageMs = outageWindowMs(),
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => new RetryingAdapter(await factory.connect(), outageMs),
  };
}

/**
 * Runs `work` (typically a whole prisma.$transaction) again on a fresh connection when it failed because its
 * connection died before anything of it was committed. A COMMIT or a lone write lost with its connection may have
 * been done: that is run again only when `replayable` says a second run is harmless if the first one counted.
 * `work` must do nothing but database work: whatever else it does happens again.
 */
export async function retryOnDroppedConnection<T>(
  work: () => Promise<T>,
  options: { replayable?: boolean } = {},
): Promise<T> {
  const outage = new OutageWindow(outageWindowMs());
  for (let runs = 1; ; runs += 1) {
    try {
      return await work();
    } catch (error) {
      // Could not run (the database out of reach, a lock not granted): nothing of it happened, whatever it is.
      if (isUnreachable(error)) {
        if (await outage.waitOrGiveUp(error)) continue;
        throw error;
      }
      if (!isDroppedConnection(error) || runs === MAX_RUNS) throw error;
      if (hasUnknownOutcome(error) && !options.replayable) throw error;
    }
    await waitBeforeRun(runs);
  }
}
