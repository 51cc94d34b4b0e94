import { resolve } from 'node:path';
import { appRoot } from './app-root.ts';
import type { DatabaseTarget } from './client.ts';
import type { DatabaseLimits } from './database-limits.ts';

/**
 * DATABASE_URL selects a PostgreSQL server; otherwise the embedded database lives in DATA_DIR/pglite, a relative
 * DATA_DIR being under the application's folder (the same folder whichever workspace a db:* command runs in).
 * Shared by the server's configuration and the db:* commands so both always open the same database.
 */
export function databaseTargetFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
  /** The server's validated settings (apps/server/src/config.ts); the db:* commands run with the defaults. */
  DB_OUTAGE_RETRY_MS?: number | undefined;
  DB_STATEMENT_TIMEOUT_MS?: number | undefined;
  DB_LOCK_TIMEOUT_MS?: number | undefined;
}): DatabaseTarget {
  if (env.DATABASE_URL) {
    const limits: Partial<DatabaseLimits> = {
      ...(env.DB_OUTAGE_RETRY_MS !== undefined ? { outageRetryMs: env.DB_OUTAGE_RETRY_MS } : {}),
      ...(env.DB_STATEMENT_TIMEOUT_MS !== undefined ? { statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS } : {}),
      ...(env.DB_LOCK_TIMEOUT_MS !== undefined ? { lockTimeoutMs: env.DB_LOCK_TIMEOUT_MS } : {}),
    };
    return { kind: 'postgres', url: env.DATABASE_URL, limits };
  }
  return { kind: 'pglite', dataDir: resolve(appRoot, env.DATA_DIR ?? 'data', 'pglite') };
}
