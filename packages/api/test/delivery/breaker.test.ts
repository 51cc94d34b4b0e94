import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import { createCaller, demoAddressProvider, mailSenders, startDeliveryWorker, webhookSender } from '../../src/index.ts';
import { DestinationBreaker } from '../../src/services/lead-delivery/breaker.ts';
import { DeliveryFailure, type DeliveryChannels } from '../../src/services/lead-delivery/channels.ts';
import type { DeliveryWorker } from '../../src/services/lead-delivery/worker.ts';
import {
  eventually,
  eventuallyFound,
  startMailbox,
  startWebhookReceiver,
  type TestMailbox,
  type TestWebhookReceiver,
} from './receivers.ts';

// Issue 43: a destination that keeps failing is left alone for a while, and never holds up the other channels.

const secret = 'a webhook secret for the breaker tests';
const site = {
  phone: '0333 880 1234',
  email: 'hello@smecompare.co.uk',
  address: '1 High St',
  publicUrl: 'https://sme.example',
  officeHours: 'Monday to Friday 09:00 to 18:00',
};

describe('a destination breaker', () => {
  const settings = { failuresToPause: 5, firstPauseMs: 30_000, longestPauseMs: 120_000 };
  let now = 0;
  const clock = () => now;

  it('pauses after 5 failures in a row, lets one try through when the pause ends, and doubles a failed probe', () => {
    const breaker = new DestinationBreaker(settings, clock);
    for (let i = 0; i < 4; i++) expect(breaker.failed()).toBe(false);
    expect(breaker.state).toBe('closed');
    expect(breaker.failed()).toBe(true);
    expect(breaker).toMatchObject({ state: 'paused', resumesAt: 30_000, openings: 1 });
    // A try already under way when the pause began fails during it: nothing changes.
    now = 10_000;
    expect(breaker.failed()).toBe(false);
    expect(breaker.resumesAt).toBe(30_000);
    now = 30_000;
    expect(breaker.state).toBe('probing');
    expect(breaker.failed()).toBe(true);
    expect(breaker).toMatchObject({ state: 'paused', resumesAt: 90_000, currentPauseMs: 60_000, openings: 2 });
    now = 90_000;
    breaker.failed();
    now = 210_000;
    breaker.failed();
    expect(breaker.currentPauseMs).toBe(120_000);
    expect(breaker.succeeded()).toBe(true);
    expect(breaker.state).toBe('closed');
    // A success between failures starts the count again.
    for (let i = 0; i < 4; i++) breaker.failed();
    expect(breaker.succeeded()).toBe(false);
    for (let i = 0; i < 4; i++) expect(breaker.failed()).toBe(false);
    expect(breaker.state).toBe('closed');
  });
});

describe.each(testDatabaseKinds())('the delivery worker with a failing destination, on %s', (kind) => {
  let db: Database;
  let caller: ReturnType<typeof createCaller>;
  let mailbox: TestMailbox;
  let receiver: TestWebhookReceiver;
  let mail: ReturnType<typeof mailSenders>;
  let worker: DeliveryWorker | undefined;
  const logged: { level: string; facts: object; message: string }[] = [];
  const log = {
    info: (facts: object, message: string) => logged.push({ level: 'info', facts, message }),
    warn: (facts: object, message: string) => logged.push({ level: 'warn', facts, message }),
    error: (facts: object, message: string) => logged.push({ level: 'error', facts, message }),
  };
  const pauses = () => logged.filter((line) => line.message.startsWith('lead delivery paused'));

  const start = (webhook: DeliveryChannels['webhook'], breaker?: object) => {
    worker = startDeliveryWorker({
      prisma: db.prisma,
      channels: { business_email: mail.business, visitor_email: mail.visitor, webhook },
      publicUrl: site.publicUrl,
      log,
      pollMs: 20,
      retryDelay: () => 30,
      breaker,
    });
  };
  /** A popup lead; answers its id. */
  const submit = async (name: string, email: string) => {
    await caller.forms.popup({ name, email, phone: '01632 960120', page: '/' });
    return db.prisma.lead.findFirstOrThrow({ where: { email } });
  };
  const businessMailFor = (name: string) =>
    eventuallyFound(
      () => mailbox.mails,
      (m) => m.subject === `New enquiry: Let's talk popup – ${name}`,
    );
  const hitsFor = (...leadIds: string[]) => receiver.hits.filter((hit) => leadIds.includes(hit.body.lead.id as string));

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: true });
    caller = createCaller({ prisma: db.prisma, addressLookup: demoAddressProvider() });
    mailbox = await startMailbox();
    receiver = await startWebhookReceiver(secret);
    mail = mailSenders(
      { smtpUrl: mailbox.url, from: '"SME Compare" <leads@sme.example>', notifyTo: ['sales@sme.example'] },
      site,
    );
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    receiver.then = 200;
    receiver.holdMs = 0;
    logged.length = 0;
  });
  afterAll(async () => {
    mail.close();
    await mailbox.close();
    await receiver.close();
    await db.close();
  });

  it('leaves a webhook that keeps failing alone during its pause, still e-mails, then tries one before the rest', async () => {
    receiver.then = 503;
    start(webhookSender({ url: receiver.url, secret, userAgent: 'test' }), {
      failuresToPause: 3,
      // Long enough for the checks below to run inside a pause on a loaded machine; a failed probe's longer pause is
      // the breaker's own test's (above).
      firstPauseMs: 4000,
      longestPauseMs: 4000,
    });
    const first = await submit('Paused Pia', 'pia@example.com');
    await eventually(() => expect(pauses()).toHaveLength(1));
    const pausedAt = Date.now();
    const callsWhenPaused = receiver.hits.length;
    expect(hitsFor(first.id).map((hit) => hit.status)).toEqual([503, 503, 503]);

    // During the pause a new lead's e-mails go, and its webhook call waits, untried, for the pause's end.
    const second = await submit('Paused Pete', 'pete@example.com');
    await businessMailFor('Paused Pete');
    await eventually(async () => {
      const row = await db.prisma.delivery.findFirstOrThrow({ where: { leadId: second.id, channel: 'webhook' } });
      expect(row).toMatchObject({ status: 'pending', attempts: 0 });
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    });
    expect(Date.now() - pausedAt).toBeLessThan(4000);
    expect(pauses()).toHaveLength(1);
    expect(receiver.hits.length).toBe(callsWhenPaused);

    // When the pause ends, one call goes alone; it fails, so the webhook is paused again.
    await eventually(() => expect(pauses()).toHaveLength(2), 8000);
    expect(Date.now() - pausedAt).toBeGreaterThanOrEqual(3900);
    expect(receiver.hits.length).toBe(callsWhenPaused + 1);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(receiver.hits.length).toBe(callsWhenPaused + 1);

    // The CRM is back: the next probe is taken, and then the rest.
    receiver.then = 200;
    await eventually(async () => {
      const rows = await db.prisma.delivery.findMany({ where: { leadId: { in: [first.id, second.id] } } });
      expect(rows.every((row) => row.status === 'sent')).toBe(true);
    }, 10_000);
    expect(hitsFor(first.id, second.id).map((hit) => hit.status)).toEqual([503, 503, 503, 503, 200, 200]);
    expect(logged.some((line) => line.message.startsWith('lead delivery resumed'))).toBe(true);
    // What an operator reads names the channel and counts, never a person's details.
    expect(pauses()[0]).toMatchObject({ level: 'warn', facts: { channel: 'webhook', failuresInARow: 3, openings: 1 } });
    expect(JSON.stringify(logged)).not.toMatch(/@|Paused|01632/);
  });

  it("sends the next lead's e-mail at once while the webhook waits out its time limit", async () => {
    receiver.holdMs = 6000;
    start(webhookSender({ url: receiver.url, secret, userAgent: 'test', timeoutMs: 4000 }));
    const first = await submit('Slow Sol', 'sol@example.com');
    await eventually(() => expect(hitsFor(first.id)).toHaveLength(1));
    // The first lead's webhook call is now in flight, unanswered: the second lead's e-mail does not wait for it. (A
    // worker that waited would send it only once the call had timed out and its failure was recorded.)
    await submit('Slow Sara', 'sara@example.com');
    await businessMailFor('Slow Sara');
    expect(await db.prisma.delivery.findFirst({ where: { leadId: first.id, channel: 'webhook' } })).toMatchObject({
      status: 'pending',
      lastError: null,
    });
    await eventually(async () => {
      const row = await db.prisma.delivery.findFirstOrThrow({ where: { leadId: first.id, channel: 'webhook' } });
      expect(row.lastError).toBe('The webhook did not answer within 4 seconds.');
    }, 8000);
  });

  it("does not pause a destination for a message's own failure", async () => {
    let calls = 0;
    start(async () => {
      calls += 1;
      throw new DeliveryFailure('This one cannot be sent.', 'bad_message', 'message');
    });
    await submit('Own Fault', 'own@example.com');
    await eventually(() => expect(calls).toBeGreaterThanOrEqual(8));
    expect(pauses()).toEqual([]);
  });
});
