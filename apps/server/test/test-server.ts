import { openTestDatabase, type Database, type TestDatabaseKind } from '@sme/db';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** The real server on a database of its own; pages too when `pages` is set (needs the web build). */
export async function startTestServer(
  kind: TestDatabaseKind,
  options: { pages?: boolean; env?: Record<string, string> } = {},
): Promise<TestServer> {
  const db = await openTestDatabase(kind, { seed: true });
  const config = loadConfig({ LOG_LEVEL: 'silent', ...options.env });
  const app = await buildServer({ config, db, ...(options.pages ? { web: 'build' as const } : {}) });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export const xhr = { 'x-requested-with': 'XMLHttpRequest' };
