/**
 * Time limits on the server's work with PostgreSQL, so no wait can hang a request, and the length of an outage the
 * server rides out before it answers "try again" (503). The embedded database has no connection to lose or wait on.
 */
export interface DatabaseLimits {
  /**
   * How long a statement that could not run is tried again: the database refused or could not be reached (a
   * failover, a proxy restarting), or a lock was not granted in time. Within it a visitor's submission is stored,
   * late; past it the server answers 503 with Retry-After and nothing is lost on the visitor's side (the forms keep
   * what was typed and try again).
   */
  outageRetryMs: number;
  /** A statement running longer is cancelled (statement_timeout): a slow query cannot hold a request for minutes. */
  statementTimeoutMs: number;
  /** A statement waiting longer for a lock gives up (lock_timeout), and is tried again within the outage window. */
  lockTimeoutMs: number;
  /** A new connection must be made within this (a database that does not answer at all, not even to refuse). */
  connectTimeoutMs: number;
}

export const defaultDatabaseLimits: DatabaseLimits = {
  outageRetryMs: 15_000,
  statementTimeoutMs: 15_000,
  lockTimeoutMs: 3_000,
  connectTimeoutMs: 3_000,
};

/**
 * The outage window retryOnDroppedConnection uses around whole transactions: set by openDatabase from its limits.
 * One value per process: the server opens one database (tests that open two give both the same limits).
 */
let outageRetryMs = defaultDatabaseLimits.outageRetryMs;

export const outageWindowMs = () => outageRetryMs;

export function setOutageWindowMs(ms: number): void {
  outageRetryMs = ms;
}
