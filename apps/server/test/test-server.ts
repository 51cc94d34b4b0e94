import type { Database } from '@sme/db';
import { openTestDatabase, type TestDatabaseKind } from '@sme/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
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

/** The legacy error contract: 404 with each message in { errors: [{ message }] }. */
export function expectLegacyError(res: LightMyRequestResponse, messages: string[]) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ errors: messages.map((message) => ({ message })) });
}
