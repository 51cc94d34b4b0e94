import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import {
  createCaller,
  demoAddressProvider,
  mailSenders,
  startDeliveryWorker,
  webhookSender,
  type DeliveryChannels,
  type DeliveryWorker,
} from '../../src/index.ts';
import {
  eventually,
  startMailbox,
  startWebhookReceiver,
  type TestMailbox,
  type TestWebhookReceiver,
} from './receivers.ts';

const secret = 'a webhook secret for the tests';
const site = {
  phone: '0333 880 1234',
  email: 'hello@smecompare.co.uk',
  address: '1 High St',
  publicUrl: 'https://sme.example',
};
const quiet = { info() {}, warn() {}, error() {} };
const enquiry = {
  first_name: 'Priya',
  email: 'priya@patel-bakery.co.uk',
  phone: '07700 900123',
  business_name: 'Patel Bakery',
  business_address: '12 Mill Lane, Leeds LS2 7HY',
  message: 'Our gas contract ends in March.',
  page: 'home' as const,
};

describe.each(testDatabaseKinds())('lead delivery worker on %s', (kind) => {
  let db: Database;
  let caller: ReturnType<typeof createCaller>;
  let mailbox: TestMailbox;
  let receiver: TestWebhookReceiver;
  let mail: ReturnType<typeof mailSenders>;
  let worker: DeliveryWorker | undefined;

  const channels = (): DeliveryChannels => ({
    business_email: mail.business,
    visitor_email: mail.visitor,
    webhook: webhookSender({ url: receiver.url, secret, userAgent: 'test' }),
  });
  const start = (overrides: Partial<Parameters<typeof startDeliveryWorker>[0]> = {}) => {
    worker = startDeliveryWorker({
      prisma: db.prisma,
      channels: channels(),
      publicUrl: site.publicUrl,
      log: quiet,
      pollMs: 20,
      retryDelay: () => 30,
      ...overrides,
    });
    return worker;
  };

  beforeAll(async () => {
    db = await openTestDatabase(kind, { seed: true });
    caller = createCaller({ prisma: db.prisma, addressLookup: demoAddressProvider() });
    mailbox = await startMailbox();
    receiver = await startWebhookReceiver(secret);
    mail = mailSenders(
      {
        smtpUrl: mailbox.url,
        from: '"SME Compare" <leads@sme.example>',
        notifyTo: ['sales@sme.example', 'boss@sme.example'],
      },
      site,
    );
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    receiver.script = [];
    receiver.then = 200;
  });
  afterAll(async () => {
    mail.close();
    await mailbox.close();
    await receiver.close();
    await db.close();
  });

  it('e-mails the business and the visitor and posts the signed event to the webhook', async () => {
    start();
    await caller.forms.contactUs({ ...enquiry, email: 'priya.one@patel-bakery.co.uk' });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { email: 'priya.one@patel-bakery.co.uk' } });

    const hit = await eventually(() => {
      const found = receiver.hits.find((h) => h.body.lead.id === lead.id);
      expect(found).toBeDefined();
      return found!;
    });
    expect(hit.signatureValid).toBe(true);
    expect(hit.id).toBe(hit.body.id);
    expect(hit.body).toMatchObject({
      type: 'lead.created',
      lead: {
        kind: 'contact_us',
        business_name: 'Patel Bakery',
        person_name: 'Priya',
        phone: '07700 900123',
        console_url: `https://sme.example/admin/leads/${lead.id}`,
      },
    });
    expect(hit.body.lead.answers).toContainEqual({ label: 'Message', value: 'Our gas contract ends in March.' });

    const business = await eventually(() => {
      const found = mailbox.mails.find((m) => m.subject === 'New enquiry: Contact us – Patel Bakery');
      expect(found).toBeDefined();
      return found!;
    });
    expect(business.to).toMatchObject({ text: 'sales@sme.example, boss@sme.example' });
    expect(business.text).toContain('Message: Our gas contract ends in March.');
    expect(business.text).toContain(`https://sme.example/admin/leads/${lead.id}`);
    expect(business.html).toContain('Open the lead in the console');

    const visitor = await eventually(() => {
      const found = mailbox.mails.find((m) => (m.to as { text: string }).text === 'priya.one@patel-bakery.co.uk');
      expect(found).toBeDefined();
      return found!;
    });
    expect(visitor.subject).toBe('We have your enquiry – SME Compare');
    expect(visitor.text).toContain('Hello Priya,');
    expect(visitor.text).toContain('Monday to Friday 09:00 to 18:00');
    expect(visitor.text).toContain('0333 880 1234');

    await eventually(async () => {
      const rows = await db.prisma.delivery.findMany({ where: { leadId: lead.id } });
      expect(rows.map((r) => [r.channel, r.status, r.attempts]).sort()).toEqual([
        ['business_email', 'sent', 1],
        ['visitor_email', 'sent', 1],
        ['webhook', 'sent', 1],
      ]);
    });
  });

  it('never e-mails an address the visitor did not type', async () => {
    start();
    const { email: _none, ...withoutEmail } = enquiry;
    await caller.forms.contactUs({ ...withoutEmail, business_name: 'No Email Ltd' });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { businessName: 'No Email Ltd' } });
    await eventually(async () => {
      const rows = await db.prisma.delivery.findMany({ where: { leadId: lead.id } });
      expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([
        ['business_email', 'sent'],
        ['webhook', 'sent'],
      ]);
    });
  });

  it('retries a receiver that fails twice: delivered once, three tries recorded', async () => {
    receiver.script = [500, 500];
    start();
    const before = receiver.hits.length;
    await caller.forms.popup({ name: 'Retry Rhys', email: 'rhys@example.com', phone: '01632 960111', page: '/' });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { email: 'rhys@example.com' } });
    const row = await eventually(async () => {
      const found = await db.prisma.delivery.findFirstOrThrow({ where: { leadId: lead.id, channel: 'webhook' } });
      expect(found.status).toBe('sent');
      return found;
    });
    expect(row.attempts).toBe(3);
    const hits = receiver.hits.slice(before).filter((h) => h.body.lead.id === lead.id);
    expect(hits.map((h) => h.status)).toEqual([500, 500, 200]);
    // The same event id on every retry, so a receiver can drop a repeat.
    expect(new Set(hits.map((h) => h.id)).size).toBe(1);
    expect(hits.filter((h) => h.status === 200)).toHaveLength(1);
  });

  it('keeps trying a receiver that is down until it is back', async () => {
    const port = Number(new URL(receiver.url).port);
    await receiver.close();
    start();
    await caller.forms.popup({ name: 'Down Dai', email: 'dai@example.com', phone: '01632 960112', page: '/' });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { email: 'dai@example.com' } });
    await eventually(async () => {
      const row = await db.prisma.delivery.findFirstOrThrow({ where: { leadId: lead.id, channel: 'webhook' } });
      expect(row.attempts).toBeGreaterThanOrEqual(2);
      expect(row.status).toBe('pending');
      expect(row.lastError).toMatch(/Could not reach the webhook \(ECONNREFUSED\)/);
    });
    const back = await startWebhookReceiver(secret, port);
    receiver = back;
    const hit = await eventually(() => {
      const found = back.hits.find((h) => h.body.lead.id === lead.id);
      expect(found).toBeDefined();
      return found!;
    });
    expect(hit.signatureValid).toBe(true);
    await eventually(async () => {
      const row = await db.prisma.delivery.findFirstOrThrow({ where: { leadId: lead.id, channel: 'webhook' } });
      expect(row.status).toBe('sent');
    });
  });

  it('gives up when the 24 hours are over, and says why', async () => {
    receiver.then = 503;
    await caller.forms.popup({ name: 'Late Lowri', email: 'lowri@example.com', phone: '01632 960113', page: '/' });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { email: 'lowri@example.com' } });
    await db.prisma.delivery.updateMany({ where: { leadId: lead.id }, data: { giveUpAt: new Date(Date.now() + 200) } });
    start({ retryDelay: () => 1000 });
    await eventually(async () => {
      const row = await db.prisma.delivery.findFirstOrThrow({ where: { leadId: lead.id, channel: 'webhook' } });
      expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'The webhook answered 503.' });
    });
  });

  it('marks a channel that is not set up as skipped, with the reason', async () => {
    start({
      channels: {
        business_email: { off: 'SMTP_URL is not set on the server.' },
        visitor_email: { off: 'SMTP_URL is not set on the server.' },
        webhook: { off: 'WEBHOOK_URL is not set on the server.' },
      },
    });
    await caller.forms.popup({ name: 'Off Owen', email: 'owen@example.com', phone: '01632 960114', page: '/' });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { email: 'owen@example.com' } });
    await eventually(async () => {
      const rows = await db.prisma.delivery.findMany({ where: { leadId: lead.id }, orderBy: { channel: 'asc' } });
      expect(rows.map((r) => [r.channel, r.status, r.attempts, r.lastError])).toEqual([
        ['business_email', 'skipped', 0, 'SMTP_URL is not set on the server.'],
        ['visitor_email', 'skipped', 0, 'SMTP_URL is not set on the server.'],
        ['webhook', 'skipped', 0, 'WEBHOOK_URL is not set on the server.'],
      ]);
    });
  });
  it('marks every such row skipped in one drain, a few rows per statement, then tidies the outbox', async () => {
    const offChannels: DeliveryChannels = {
      business_email: { off: 'SMTP_URL is not set on the server.' },
      visitor_email: { off: 'SMTP_URL is not set on the server.' },
      webhook: { off: 'WEBHOOK_URL is not set on the server.' },
    };
    const emails = ['ana', 'ben', 'cai'].map((name) => `${name}.batch@example.com`);
    for (const [index, email] of emails.entries()) {
      await caller.forms.popup({ name: `Batch ${index}`, email, phone: '01632 960115', page: '/' });
    }
    const theirs = { lead: { email: { in: emails } } };
    expect(await db.prisma.delivery.count({ where: { ...theirs, status: 'pending' } })).toBe(9);
    let tidied = 0;
    worker = startDeliveryWorker({
      prisma: db.prisma,
      channels: offChannels,
      publicUrl: site.publicUrl,
      log: quiet,
      pollMs: 60_000,
      skipBatch: 2,
      tidyAfter: 5,
      tidy: async () => {
        tidied += 1;
        await db.tidyOutbox();
      },
    });
    expect(await worker.drain()).toBeGreaterThanOrEqual(9);
    // The outbox's old row versions are cleared once enough rows changed (the embedded database has no autovacuum).
    expect(tidied).toBe(1);
    const rows = await db.prisma.delivery.findMany({ where: theirs });
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.status === 'skipped' && row.attempts === 0)).toBe(true);
  });
});
