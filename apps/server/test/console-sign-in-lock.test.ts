import { testDatabaseKinds } from '@sme/db/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { serverForSuite, xhr } from './test-server.ts';

const admin = { email: 'boss@example.co.uk', password: 'correct horse battery staple' };
const locked =
  /^Too many wrong passwords for this account\. Sign-in is locked until \d\d:\d\d \(UK time\): try again then\.$/;
const alone = 'Send sign-in and sign-out on their own, not in a batch with other calls.';

type Answer = { statusCode: number; headers: Record<string, unknown>; json(): unknown };
const sessionCookie = (res: Answer) =>
  ([res.headers['set-cookie'] ?? []].flat() as string[]).find(
    (c) => c.startsWith('sme-console.session_token=') && !c.startsWith('sme-console.session_token=;'),
  );

describe.each(testDatabaseKinds())('the console sign-in lock over HTTP, on %s', (kind) => {
  // The test client stands in for the proxy on loopback, and chooses each client's address with X-Forwarded-For.
  const server = serverForSuite(kind, {
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RETENTION_JOB: 'false', TRUST_PROXY: '127.0.0.1' },
  });
  beforeEach(() => server.db.prisma.signInThrottle.deleteMany());

  const signIn = (password: string, client = '198.51.100.1', remoteAddress?: string) =>
    server.app.inject({
      method: 'POST',
      url: '/trpc/admin.session.signIn',
      headers: { ...xhr, 'content-type': 'application/json', 'x-forwarded-for': client },
      payload: { email: admin.email, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const message = (res: Answer) => (res.json() as { error: { message: string } }).error.message;
  const fourWrong = async (client = '198.51.100.1') => {
    for (let i = 0; i < 4; i += 1) expect((await signIn(`wrong ${i}`, client)).statusCode).toBe(401);
  };

  it('refuses the batch [wrong, wrong, wrong, right] one failure short of the lock: 400, no session', async () => {
    await fourWrong();
    const res = await server.app.inject({
      method: 'POST',
      url: '/trpc/admin.session.signIn,admin.session.signIn,admin.session.signIn,admin.session.signIn?batch=1',
      headers: { ...xhr, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.1' },
      payload: {
        0: { email: admin.email, password: 'wrong a' },
        1: { email: admin.email, password: 'wrong b' },
        2: { email: admin.email, password: 'wrong c' },
        3: admin,
      },
    });
    expect(res.statusCode).toBe(400);
    const calls = res.json() as { error: { message: string; data: { httpStatus: number } } }[];
    expect(calls.map((call) => [call.error.data.httpStatus, call.error.message])).toEqual(
      Array.from({ length: 4 }, () => [400, alone]),
    );
    expect(sessionCookie(res)).toBeUndefined();
    // None of them was counted: the fifth try, alone, is still checked.
    expect((await signIn(admin.password)).statusCode).toBe(200);
  });

  it('refuses sign-in and sign-out batched with any other call', async () => {
    // tRPC itself refuses a batch that mixes queries and mutations; these are mutations beside them.
    const withCreate = await server.app.inject({
      method: 'POST',
      url: '/trpc/admin.session.signIn,admin.users.create?batch=1',
      headers: { ...xhr, 'content-type': 'application/json' },
      payload: { 0: admin },
    });
    expect((withCreate.json() as { error?: { message: string } }[])[0]!.error?.message).toBe(alone);
    expect(sessionCookie(withCreate)).toBeUndefined();

    const cookie = sessionCookie(await signIn(admin.password))!.split(';')[0]!;
    const out = await server.app.inject({
      method: 'POST',
      // The comma as a browser might encode it: tRPC decodes it, so the count does too.
      url: `/trpc/admin.session.signOut${encodeURIComponent(',')}admin.users.setRole?batch=1`,
      headers: { ...xhr, 'content-type': 'application/json', cookie },
      payload: {},
    });
    expect((out.json() as { error?: { message: string } }[])[0]!.error?.message).toBe(alone);
    const me = await server.app.inject({ url: '/trpc/admin.session.me', headers: { ...xhr, cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses the right password sent 25 ms after 50 wrong ones, once 4 have failed', async () => {
    await fourWrong();
    const guesses = Array.from({ length: 50 }, (_, i) => signIn(`guess ${i}`));
    await new Promise((resolve) => setTimeout(resolve, 25));
    const right = await signIn(admin.password);
    const answers = await Promise.all(guesses);
    expect(right.statusCode).toBe(429);
    expect(message(right)).toMatch(locked);
    expect(sessionCookie(right)).toBeUndefined();
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 429));
  });

  it('locks the address the wrong passwords came from, and lets staff at another address in', async () => {
    await fourWrong('203.0.113.66');
    const fifth = await signIn('wrong 5', '203.0.113.66');
    expect(fifth.statusCode).toBe(429);
    expect(message(fifth)).toMatch(locked);
    expect((await signIn(admin.password, '203.0.113.66')).statusCode).toBe(429);
    const staff = await signIn(admin.password, '192.0.2.10');
    expect(staff.statusCode).toBe(200);
    expect(sessionCookie(staff)).toBeDefined();
  });

  it('counts a client the proxy setting does not trust by its own address, whatever X-Forwarded-For says', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(`wrong ${i}`, `203.0.113.${i + 1}`, '198.51.100.200');
    const res = await signIn(admin.password, '192.0.2.99', '198.51.100.200');
    expect(res.statusCode).toBe(429);
  });
});
