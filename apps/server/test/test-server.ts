import { errorCodes } from '@sme/api';
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

/** A console account's email and password, as the sign-in takes them. */
export interface ConsoleAccount {
  email: string;
  password: string;
}

/** The settings a console test needs: the first admin's account, and no retention job to race the test's data. */
export const consoleEnv = (admin: ConsoleAccount) => ({
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  RETENTION_JOB: 'false',
});

/** The Cookie header a browser would send back after a sign-in answered with these Set-Cookie values. */
const cookieHeader = (setCookies: string[]) => setCookies.map((value) => value.split(';')[0]!).join('; ');

/** The Cookie header for the session an injected sign-in (or any injected answer) set. */
export const sessionCookie = (res: LightMyRequestResponse) =>
  cookieHeader([res.headers['set-cookie'] ?? []].flat() as string[]);

/** Signs a console account in through `app.inject`: the session's Cookie header. */
export async function injectSignIn(app: FastifyInstance, account: ConsoleAccount): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/trpc/admin.session.signIn',
    headers: { ...xhr, 'content-type': 'application/json' },
    payload: { email: account.email, password: account.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return sessionCookie(res);
}

/** Signs a console account in over HTTP at `base` (a listening server): the session's Cookie header. */
export async function fetchSignIn(base: string, account: ConsoleAccount): Promise<string> {
  const res = await fetch(`${base}/trpc/admin.session.signIn`, {
    method: 'POST',
    headers: { ...xhr, 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(res.status).toBe(200);
  return cookieHeader(res.headers.getSetCookie());
}

/** A console account the admin `adminCookie` belongs to adds, with `role`, over HTTP at `base`. */
export async function fetchAddUser(
  base: string,
  adminCookie: string,
  account: ConsoleAccount & { name: string },
  role: 'admin' | 'agent' | 'editor',
) {
  const created = await fetch(`${base}/trpc/admin.users.create`, {
    method: 'POST',
    headers: { ...xhr, 'content-type': 'application/json', cookie: adminCookie },
    body: JSON.stringify({ ...account, role }),
  });
  expect(created.status).toBe(200);
}

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

/** The legacy error contract: 404 with each message in { errors: [{ message }] }, each with a published code. */
export function expectLegacyError(res: LightMyRequestResponse, messages: string[]) {
  expect(res.statusCode).toBe(404);
  const { errors } = res.json() as { errors: { message: string; code: string }[] };
  expect(errors.map(({ message }) => message)).toEqual(messages);
  for (const { code } of errors) expect(Object.keys(errorCodes)).toContain(code);
}
