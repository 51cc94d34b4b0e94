import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '@sme/db/testing';
import { refusal } from '../refusal.ts';
import { cookieHeader, openTestbedForSuite, PASSWORD, wrongPassword, type ConsoleTestbed } from './console-testbed.ts';

describe.each(testDatabaseKinds())('signing in to the console, on %s', (kind) => {
  let bed: ConsoleTestbed;
  openTestbedForSuite(kind, (opened) => (bed = opened));
  afterEach(() => vi.useRealTimers());

  const signIn = (email: string, password: string) => bed.caller().caller.admin.session.signIn({ email, password });

  it('signs in with the right password and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const { email, id } = await bed.user('agent', 'Sam Agent');
    const browser = bed.caller();
    const user = await browser.caller.admin.session.signIn({ email: email.toUpperCase(), password: PASSWORD });
    expect(user).toEqual({ id, name: 'Sam Agent', email, role: 'agent' });
    const session = browser.cookies.find((cookie) => cookie.startsWith('sme-console.session_token='));
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).not.toMatch(/; Secure/);
    expect(await bed.caller(cookieHeader(browser.cookies)).caller.admin.session.me()).toMatchObject({ id });
  });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const { email } = await bed.user('agent');
    const cookies: string[] = [];
    const { createCaller } = await import('../../src/index.ts');
    const caller = createCaller({
      prisma: bed.db.prisma,
      addressLookup: { lookup: async () => [] },
      consoleAuth: bed.auth,
      http: { headers: new Headers(), secure: true, setCookies: (values) => cookies.push(...values) },
    });
    await caller.admin.session.signIn({ email, password: PASSWORD });
    expect(cookies.find((cookie) => cookie.startsWith('sme-console.session_token='))).toMatch(/; Secure$/);
  });

  it('gives the same answer for a wrong password and an unknown e-mail address', async () => {
    const { email } = await bed.user('agent');
    expect(await refusal(signIn(email, 'not the password'))).toEqual(wrongPassword);
    expect(await refusal(signIn('nobody@example.co.uk', PASSWORD))).toEqual(wrongPassword);
  });

  it('locks an account for 15 minutes after five wrong passwords within 15 minutes, and says until when', async () => {
    const { email } = await bed.user('agent');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T14:00:00Z') });
    for (let i = 0; i < 4; i += 1) expect(await refusal(signIn(email, `wrong ${i}`))).toEqual(wrongPassword);
    vi.setSystemTime(new Date('2026-11-22T14:10:00Z'));
    const locked = {
      code: 'TOO_MANY_REQUESTS',
      // 14:10 UTC is 14:10 in London in November (GMT); the lock ends 15 minutes later.
      messages: ['Too many wrong passwords for this account. Sign-in is locked until 14:25 (UK time): try again then.'],
    };
    expect(await refusal(signIn(email, 'wrong 5'))).toEqual(locked);
    // The right password does not get through while the lock lasts.
    vi.setSystemTime(new Date('2026-11-22T14:24:00Z'));
    expect(await refusal(signIn(email, PASSWORD))).toEqual(locked);
    vi.setSystemTime(new Date('2026-11-22T14:25:01Z'));
    await expect(signIn(email, PASSWORD)).resolves.toMatchObject({ email });
  });

  it('counts only failures within 15 minutes of the first', async () => {
    const { email } = await bed.user('agent');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T09:00:00Z') });
    for (let i = 0; i < 4; i += 1) await refusal(signIn(email, `wrong ${i}`));
    vi.setSystemTime(new Date('2026-11-22T09:16:00Z'));
    // A new window: this is the first failure of it, not the fifth.
    expect(await refusal(signIn(email, 'wrong again'))).toEqual(wrongPassword);
    await expect(signIn(email, PASSWORD)).resolves.toMatchObject({ email });
  });

  it('locks an unknown address the same way, so the lock tells nothing about which accounts exist', async () => {
    for (let i = 0; i < 4; i += 1) await refusal(signIn('ghost@example.co.uk', `wrong ${i}`));
    expect((await refusal(signIn('ghost@example.co.uk', 'wrong 5'))).code).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses an empty form field by field', async () => {
    expect(await refusal(signIn('', ''))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Please enter your e-mail address.', 'Please enter your password.'],
    });
  });

  it('records sign-in and sign-out in the audit log', async () => {
    const { id, cookie } = await bed.user('agent');
    await bed.caller(cookie).caller.admin.session.signOut();
    const actions = await bed.db.prisma.auditEntry.findMany({ where: { actorId: id }, orderBy: { createdAt: 'asc' } });
    expect(actions.map((entry) => entry.action)).toEqual(['sign-in', 'sign-out']);
  });
});
