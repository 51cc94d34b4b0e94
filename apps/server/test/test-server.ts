import type { Database } from '@sme/db';
import { openTestDatabase, type TestDatabaseKind } from '@sme/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
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

/**
 * The real server for the tests of one describe block: started before them and closed after them. What it answers
 * stands for that server, from the block's first test on, so a block reads `server.app` and `server.db` as usual.
 */
export function serverForSuite(
  kind: TestDatabaseKind,
  options: Parameters<typeof startTestServer>[1] = {},
  timeout?: number,
): TestServer {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer(kind, options);
  }, timeout);
  afterAll(() => started?.close());
  const current = () => {
    if (!started) throw new Error('The test server starts before the first test of its block.');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    close: () => current().close(),
  };
}

export const xhr = { 'x-requested-with': 'XMLHttpRequest' };

/** Starts an energy quote as the site's postcode step does, over REST, answering the new lead's id. */
export async function startEnergyLead(app: FastifyInstance, businessName: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/commecial-utility/post-code/submit',
    headers: xhr,
    payload: { post_code: 'E1 6QL', full_address: 'Unit 4, 12 Brick Lane, London', bussiness_name: businessName },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { collections: { id: string } }).collections.id;
}

/** The legacy error contract: 404 with each message in { errors: [{ message }] }. */
export function expectLegacyError(res: LightMyRequestResponse, messages: string[]) {
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ errors: messages.map((message) => ({ message })) });
}
