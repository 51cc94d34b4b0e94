import { resolve } from 'node:path';
import { appRoot } from './app-root.ts';
import type { DatabaseTarget } from './client.ts';

/**
 * DATABASE_URL selects a PostgreSQL server; otherwise the embedded database lives in DATA_DIR/pglite, a relative
 * DATA_DIR being under the application's folder (the same folder whichever workspace a db:* command runs in).
 * Shared by the server's configuration and the db:* commands so both always open the same database.
 */
export function databaseTargetFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
}): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: resolve(appRoot, env.DATA_DIR ?? 'data', 'pglite') };
}
