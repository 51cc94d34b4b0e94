import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import { createCaller, demoAddressProvider, mailSenders, startDeliveryWorker, webhookSender } from '../../src/index.ts';
import { eventually, startMailbox, startWebhookReceiver, type TestWebhookReceiver } from './receivers.ts';

const secret = 'two instances, one secret';
const quiet = { info() {}, warn() {}, error() {} };
const events = 120;

// Two server instances on one database each run a worker. On PostgreSQL each has its own connection pool, as
// two processes would; on the embedded database (one process only) two workers share the one connection.
describe.each(testDatabaseKinds())('two delivery workers on one %s database', (kind) => {
  let db: Database & { url?: string };
  let second: Database;
  let receiver: TestWebhookReceiver;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    second = db.url ? await openDatabase({ kind: 'postgres', url: db.url }) : db;
    receiver = await startWebhookReceiver(secret);
  });
  afterAll(async () => {
    await receiver.close();
    if (second !== db) await second.close();
    await db.close();
  });

  it('deliver each event exactly once between them', async () => {
    const caller = createCaller({ prisma: db.prisma, addressLookup: demoAddressProvider() });
    for (let i = 0; i < events; i += 1) {
      await caller.forms.popup({ name: `Lead ${i}`, email: `lead${i}@example.com`, phone: '01632 960000', page: '/' });
    }
    // Slow answers keep both workers busy at once, so their claims overlap.
    const workers = [db, second].map((instance) =>
      startDeliveryWorker({
        prisma: instance.prisma,
        channels: {
          business_email: { off: 'off' },
          visitor_email: { off: 'off' },
          webhook: webhookSender({ url: receiver.url, secret, userAgent: 'test' }),
        },
        publicUrl: 'https://sme.example',
        log: quiet,
        pollMs: 10,
        batch: 5,
      }),
    );
    try {
      await eventually(() => expect(receiver.hits.length).toBeGreaterThanOrEqual(events), 30_000);
      const sent = await eventually(async () => {
        const count = await db.prisma.delivery.count({ where: { channel: 'webhook', status: 'sent' } });
        expect(count).toBe(events);
        return count;
      });
      expect(sent).toBe(events);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const ids = receiver.hits.map((hit) => hit.id);
    expect(ids).toHaveLength(events);
    expect(new Set(ids).size).toBe(events);
    const rows = await db.prisma.delivery.findMany({ where: { channel: 'webhook' } });
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  }, 60_000);

  it('send one mailbox at most 3 confirmations between them, however many arrive at once', async () => {
    const caller = createCaller({ prisma: db.prisma, addressLookup: demoAddressProvider() });
    const mailbox = await startMailbox();
    const mail = mailSenders(
      { smtpUrl: mailbox.url, from: '"SME Compare" <leads@sme.example>', notifyTo: [] },
      {
        phone: '0333 880 1234',
        email: 'hello@sme.example',
        address: '1 High St',
        publicUrl: 'https://sme.example',
        officeHours: 'Monday to Friday 09:00 to 18:00',
      },
    );
    const tries = 12;
    // A batch of one: the two workers' claims interleave, each deciding some of the twelve.
    const workers = [db, second].map((instance) =>
      startDeliveryWorker({
        prisma: instance.prisma,
        channels: { business_email: { off: 'off' }, visitor_email: mail.visitor, webhook: { off: 'off' } },
        publicUrl: 'https://sme.example',
        log: quiet,
        pollMs: 5,
        batch: 1,
      }),
    );
    try {
      // They arrive while both workers poll, three at a time: new rows and the workers' decisions interleave.
      for (let i = 0; i < tries; i += 3) {
        await Promise.all(
          [0, 1, 2].map((j) =>
            caller.forms.popup({
              name: `Flood ${'abcdefghijkl'[i + j]}`,
              email: 'flooded@example.org',
              phone: '01632 960000',
            }),
          ),
        );
      }
      await eventually(async () => {
        const pending = await db.prisma.delivery.count({ where: { channel: 'visitor_email', status: 'pending' } });
        expect(pending).toBe(0);
      }, 30_000);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      mail.close();
    }
    const rows = await db.prisma.delivery.groupBy({
      by: ['status'],
      where: { channel: 'visitor_email', recipient: 'flooded@example.org' },
      _count: true,
    });
    expect(Object.fromEntries(rows.map((row) => [row.status, row._count]))).toEqual({ sent: 3, skipped: tries - 3 });
    expect(mailbox.mails).toHaveLength(3);
    await mailbox.close();
  }, 60_000);
});
