import { testDatabaseKinds } from '@sme/db/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCaller } from '../../src/index.ts';
import { lockAddress } from '../../src/services/console-auth/client-address.ts';
import {
  attemptFailed,
  attemptSucceeded,
  brakeDelayMs,
  reserveAttempt,
  type AdmittedAttempt,
} from '../../src/services/console-auth/sign-in-throttle.ts';
import { refusal } from '../refusal.ts';
import { PASSWORD, openTestbedForSuite, wrongPassword, type ConsoleTestbed } from './console-testbed.ts';

const isLocked = (answer: { code: string; messages: string[] }) =>
  answer.code === 'TOO_MANY_REQUESTS' &&
  /^Too many wrong passwords for this account\. Sign-in is locked until \d\d:\d\d \(UK time\): try again then\.$/.test(
    answer.messages[0]!,
  );

describe.each(testDatabaseKinds())('the console sign-in lock, on %s', (kind) => {
  let bed: ConsoleTestbed;
  openTestbedForSuite(kind, (opened) => (bed = opened));
  afterEach(() => vi.useRealTimers());

  /** A browser at this client address (as the server would have read it), sending calls one request each. */
  const from = (address: string, calls = 1) => {
    const cookies: string[] = [];
    const caller = createCaller({
      prisma: bed.db.prisma,
      addressLookup: { lookup: async () => [] },
      consoleAuth: bed.auth,
      http: { headers: new Headers(), secure: false, setCookies: (v) => cookies.push(...v), address, calls },
    });
    return {
      cookies,
      signIn: (email: string, password: string) => caller.admin.session.signIn({ email, password }),
    };
  };
  const agent = async () => {
    const { email, id } = await bed.user('agent');
    await bed.db.prisma.signInThrottle.deleteMany({ where: { email } });
    return { email, id };
  };

  it('counts every attempt sent at once: 4 wrong, then 50 wrong together and the right one refused', async () => {
    const { email } = await agent();
    const browser = from('198.51.100.7');
    for (let i = 0; i < 4; i += 1) expect(await refusal(browser.signIn(email, `wrong ${i}`))).toEqual(wrongPassword);
    const guesses = Array.from({ length: 50 }, (_, i) => refusal(browser.signIn(email, `guess ${i}`)));
    // As the attacker did: the right password 25 ms after the wrong ones, while they are still being checked.
    await new Promise((resolve) => setTimeout(resolve, 25));
    const right = refusal(browser.signIn(email, PASSWORD));
    const answers = await Promise.all(guesses);
    expect(isLocked(await right)).toBe(true);
    expect(browser.cookies.filter((cookie) => cookie.startsWith('sme-console.session_token='))).toEqual([]);
    // Only the fifth attempt had its password checked; every other one was refused unchecked, as locked.
    expect(answers.filter((answer) => !isLocked(answer))).toEqual([]);
    expect(isLocked(await refusal(browser.signIn(email, PASSWORD)))).toBe(true);
  });

  it('refuses a sign-in sent in a batch with other calls, without checking or counting it', async () => {
    const { email } = await agent();
    const batch = from('198.51.100.8', 4);
    expect(await refusal(batch.signIn(email, PASSWORD))).toEqual({
      code: 'BAD_REQUEST',
      messages: ['Send sign-in and sign-out on their own, not in a batch with other calls.'],
    });
    expect(batch.cookies).toEqual([]);
    expect(await bed.db.prisma.signInThrottle.count({ where: { email } })).toBe(0);
  });

  it('locks an account for the address the wrong passwords came from, not for staff elsewhere', async () => {
    const { email } = await agent();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T14:00:00Z') });
    const attacker = from('203.0.113.66');
    for (let i = 0; i < 4; i += 1) expect(await refusal(attacker.signIn(email, `wrong ${i}`))).toEqual(wrongPassword);
    expect(await refusal(attacker.signIn(email, 'wrong 5'))).toEqual({
      code: 'TOO_MANY_REQUESTS',
      messages: ['Too many wrong passwords for this account. Sign-in is locked until 14:15 (UK time): try again then.'],
    });
    const staff = from('192.0.2.10');
    await expect(staff.signIn(email, PASSWORD)).resolves.toMatchObject({ email });
    expect(isLocked(await refusal(attacker.signIn(email, PASSWORD)))).toBe(true);
  });

  it('counts an IPv6 client by its /64, so stepping through its own block does not help', async () => {
    expect(lockAddress('2001:db8:1:2::1')).toBe(lockAddress('2001:db8:1:2:ffff:1:2:3'));
    expect(lockAddress('2001:db8:1:3::1')).not.toBe(lockAddress('2001:db8:1:2::1'));
    expect(lockAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    const { email } = await agent();
    for (let i = 0; i < 5; i += 1) await refusal(from(`2001:db8:7:7::${i + 1}`).signIn(email, `wrong ${i}`));
    expect(isLocked(await refusal(from('2001:db8:7:7:abcd::9').signIn(email, PASSWORD)))).toBe(true);
  });

  it('lets a success clear the count of its address only when no other attempt was checked beside it', async () => {
    const { email } = await agent();
    const browser = from('198.51.100.20');
    // Alone: 4 typing mistakes, then the right password, start the count again.
    for (let i = 0; i < 4; i += 1) await refusal(browser.signIn(email, `typo ${i}`));
    await expect(browser.signIn(email, PASSWORD)).resolves.toMatchObject({ email });
    for (let i = 0; i < 4; i += 1) expect(await refusal(browser.signIn(email, `typo ${i}`))).toEqual(wrongPassword);

    // Beside another attempt: the fourth and fifth are reserved together, the fifth succeeds first.
    const address = lockAddress('198.51.100.21');
    const reserve = async () => (await reserveAttempt(bed.db.prisma, email, address)) as AdmittedAttempt;
    for (let i = 0; i < 3; i += 1) await attemptFailed(bed.db.prisma, await reserve());
    const fourth = await reserve();
    const fifth = await reserve();
    expect([fourth.admitted, fifth.admitted]).toEqual([true, true]);
    await attemptSucceeded(bed.db.prisma, fifth);
    await attemptFailed(bed.db.prisma, fourth);
    // The fourth wrong password, settled after the success beside it, still counts: the next wrong one locks.
    expect(isLocked(await refusal(from('198.51.100.21').signIn(email, 'typo 5')))).toBe(true);
  });

  it('never counts a right password against its address, even when two are checked at once', async () => {
    const { email } = await agent();
    const address = lockAddress('198.51.100.22');
    const reserve = async () => (await reserveAttempt(bed.db.prisma, email, address)) as AdmittedAttempt;
    // Two tabs (or two colleagues behind one router) signing in together, the later one answered first, three times.
    for (let round = 0; round < 3; round += 1) {
      const first = await reserve();
      const second = await reserve();
      expect([first.admitted, second.admitted]).toEqual([true, true]);
      await attemptSucceeded(bed.db.prisma, second);
      await attemptSucceeded(bed.db.prisma, first);
    }
    const browser = from('198.51.100.22');
    await expect(browser.signIn(email, PASSWORD)).resolves.toMatchObject({ email });
    // And the five wrong passwords that lock are still five.
    for (let i = 0; i < 4; i += 1) expect(await refusal(browser.signIn(email, `typo ${i}`))).toEqual(wrongPassword);
    expect(isLocked(await refusal(browser.signIn(email, 'typo 5')))).toBe(true);
  });

  it('lets six colleagues behind one address sign in at once: right passwords never lock it', async () => {
    const { email } = await agent();
    // One office router, six browsers pressing Sign in together: the fifth used to lock the address for 15 minutes
    // before its password was checked, so the sixth colleague was told the account was locked.
    const office = Array.from({ length: 6 }, () => from('198.51.100.30'));
    const answers = await Promise.allSettled(office.map((browser) => browser.signIn(email, PASSWORD)));
    expect(answers.map((answer) => (answer.status === 'fulfilled' ? 'signed in' : String(answer.reason)))).toEqual(
      Array(6).fill('signed in'),
    );
    await expect(from('198.51.100.30').signIn(email, PASSWORD)).resolves.toMatchObject({ email });
    // And five wrong passwords from there still lock it.
    const browser = from('198.51.100.30');
    for (let i = 0; i < 4; i += 1) expect(await refusal(browser.signIn(email, `typo ${i}`))).toEqual(wrongPassword);
    expect(isLocked(await refusal(browser.signIn(email, 'typo 5')))).toBe(true);
  });

  it('slows every attempt once an account has had more than 20 in an hour from all addresses', async () => {
    expect([0, 20, 21, 22, 30, 35, 500].map(brakeDelayMs)).toEqual([0, 0, 1000, 2000, 10_000, 15_000, 15_000]);
    const { email } = await agent();
    // Five addresses, four wrong passwords each: none of them locked, 20 failures for the account.
    for (let a = 1; a <= 5; a += 1) {
      for (let i = 0; i < 4; i += 1)
        expect(await refusal(from(`203.0.113.${a}`).signIn(email, `guess ${i}`))).toEqual(wrongPassword);
    }
    // The 21st attempt waits a second before its password is checked, and staff with the right one still get in.
    const started = performance.now();
    await expect(from('192.0.2.44').signIn(email, PASSWORD)).resolves.toMatchObject({ email });
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    // A wrong one from a sixth address waits too (the success took back only its own attempt).
    const slow = performance.now();
    expect(await refusal(from('203.0.113.6').signIn(email, 'guess 21'))).toEqual(wrongPassword);
    expect(performance.now() - slow).toBeGreaterThanOrEqual(1000);
  });

  it('forgets client addresses once their window and lock have passed', async () => {
    const { email } = await agent();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00Z') });
    for (let i = 0; i < 5; i += 1) await refusal(from('203.0.113.150').signIn(email, `wrong ${i}`));
    const addresses = () => bed.db.prisma.signInThrottle.findMany({ where: { email }, select: { address: true } });
    expect(await addresses()).toHaveLength(2);
    // Locked until 10:15, the hour's count until 11:00: the next sign-in after that, by anyone, deletes both.
    vi.setSystemTime(new Date('2026-11-22T11:00:01Z'));
    await refusal(from('192.0.2.1').signIn('someone.else@example.co.uk', 'wrong'));
    expect(await addresses()).toEqual([]);
  });

  it('lets an admin unlock an account for every address, in the audit log; an agent cannot', async () => {
    const { email, id } = await agent();
    const attacker = from('203.0.113.99');
    for (let i = 0; i < 5; i += 1) await refusal(attacker.signIn(email, `wrong ${i}`));
    expect(isLocked(await refusal(attacker.signIn(email, PASSWORD)))).toBe(true);

    const admin = await bed.user('admin', 'Una Unlocker');
    const listed = await admin.caller.admin.users.list();
    expect(listed.find((user) => user.id === id)).toMatchObject({ signInLocked: true });
    const other = await bed.user('agent');
    expect(await refusal(other.caller.admin.users.unlockSignIn({ userId: id }))).toEqual({
      code: 'FORBIDDEN',
      messages: ['Only an administrator can do that.'],
    });
    expect(isLocked(await refusal(attacker.signIn(email, PASSWORD)))).toBe(true);

    await expect(admin.caller.admin.users.unlockSignIn({ userId: id })).resolves.toEqual({ unlocked: true });
    expect((await admin.caller.admin.users.list()).find((user) => user.id === id)).toMatchObject({
      signInLocked: false,
    });
    await expect(attacker.signIn(email, PASSWORD)).resolves.toMatchObject({ email });
    const entry = await bed.db.prisma.auditEntry.findFirst({ where: { action: 'user.unlock', subjectId: id } });
    expect(entry).toMatchObject({ actorId: admin.id, subjectId: id });
    const log = await admin.caller.admin.audit.list({});
    expect(log.entries.map((e) => e.what)).toContain('Unlocked a user’s sign-in');
  });
});
