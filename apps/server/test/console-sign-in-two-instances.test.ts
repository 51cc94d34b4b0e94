import { openDatabase, type Database } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { xhr } from './test-server.ts';

const admin = { email: 'boss@example.co.uk', password: 'correct horse battery staple' };
const settings = { LOG_LEVEL: 'silent', RETENTION_JOB: 'false', TRUST_PROXY: '127.0.0.1' };

// The sign-in lock is a count every instance shares. Two server instances on one database, each with its own
// connection pool on PostgreSQL as two processes would have (on the embedded database, one process, they share it).
describe.each(testDatabaseKinds())('the console sign-in lock across two instances on one %s database', (kind) => {
  let db: Database & { url?: string };
  let second: Database;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: true });
    second = db.url ? await openDatabase({ kind: 'postgres', url: db.url }) : db;
    const config = loadConfig({ ...settings, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    apps = [await buildServer({ config, db }), await buildServer({ config, db: second })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (second !== db) await second.close();
    await db.close();
  });

  const signIn = (app: FastifyInstance, password: string, client = '198.51.100.7') =>
    app.inject({
      method: 'POST',
      url: '/trpc/admin.session.signIn',
      headers: { ...xhr, 'content-type': 'application/json', 'x-forwarded-for': client },
      payload: { email: admin.email, password },
    });

  it('counts wrong passwords sent to either instance, and 50 at once spread over both, as one account and address', async () => {
    // Four wrong, alternating between the instances: one short of the lock on both.
    for (let i = 0; i < 4; i += 1) expect((await signIn(apps[i % 2]!, `wrong ${i}`)).statusCode).toBe(401);
    const guesses = Array.from({ length: 50 }, (_, i) => signIn(apps[i % 2]!, `guess ${i}`));
    const right = new Promise((resolve) => setTimeout(resolve, 25)).then(() => signIn(apps[1]!, admin.password));
    const answers = await Promise.all([...guesses, right]);
    // The fifth attempt of the window, checked, locks it; every later one is refused unchecked, the right one too.
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 51 }, () => 429));
    expect((await signIn(apps[0]!, admin.password)).statusCode).toBe(429);
  });

  it('lets six staff behind one address sign in at once through either instance, and still locks on five wrong', async () => {
    const office = '198.51.100.30';
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signIn(apps[i % 2]!, admin.password, office)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 6 }, () => 200));
    for (let i = 0; i < 4; i += 1) expect((await signIn(apps[i % 2]!, `wrong ${i}`, office)).statusCode).toBe(401);
    expect((await signIn(apps[1]!, 'wrong 5', office)).statusCode).toBe(429);
  });
});
