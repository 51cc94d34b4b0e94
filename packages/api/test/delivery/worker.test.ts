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
  eventuallyFound,
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
  officeHours: 'Monday to Friday 09:00 to 18:00',
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
  let db: Database & { url?: string };
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
  /** The webhook call for this lead, once the receiver has it. */
  const webhookFor = (leadId: string) =>
    eventuallyFound(
      () => receiver.hits,
      (h) => h.body.lead.id === leadId,
    );
  /** The first e-mail to this address, once the mailbox has it. */
  const mailTo = (address: string) =>
    eventuallyFound(
      () => mailbox.mails,
      (m) => (m.to as { text: string }).text === address,
    );
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

    const hit = await webhookFor(lead.id);
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

    const business = await eventuallyFound(
      () => mailbox.mails,
      (m) => m.subject === 'New enquiry: Contact us – Patel Bakery',
    );
    expect(business.to).toMatchObject({ text: 'sales@sme.example, boss@sme.example' });
    expect(business.text).toContain('Message: Our gas contract ends in March.');
    expect(business.text).toContain(`https://sme.example/admin/leads/${lead.id}`);
    expect(business.html).toContain('Open the lead in the console');

    const visitor = await mailTo('priya.one@patel-bakery.co.uk');
    expect(visitor.subject).toBe('We have your enquiry – SME Compare');
    expect(visitor.text).toContain('Hello Priya,');
    expect(visitor.text).toContain('Monday to Friday 09:00 to 18:00');
    expect(visitor.text).toContain('0333 880 1234');
    // Nothing else the visitor typed: the confirmation goes to whatever address was typed.
    expect(visitor.text).not.toContain('07700 900123');
    // The same Message-ID on any repeat of this e-mail, as X-Webhook-Id is on the webhook's.
    expect(visitor.messageId).toBe(`<${hit.id}.visitor_email@sme.example>`);
    expect(business.messageId).toBe(`<${hit.id}.business_email@sme.example>`);

    await eventually(async () => {
      const rows = await db.prisma.delivery.findMany({ where: { leadId: lead.id } });
      expect(rows.map((r) => [r.channel, r.status, r.attempts]).sort()).toEqual([
        ['business_email', 'sent', 1],
        ['visitor_email', 'sent', 1],
        ['webhook', 'sent', 1],
      ]);
    });
  });

  it('greets a "name" that carries a link with just "Hello," and repeats nothing else the visitor typed', async () => {
    start();
    const lure = {
      first_name: 'Sam. URGENT: your account is suspended, verify at https://evil.example/login',
      email: 'victim@example.org',
      phone: '07700 900999',
      business_name: 'Account Security Team https://evil.example',
      business_address: 'Reply to security@evil.example now',
      message: 'Your password expires today: https://evil.example/reset',
      page: 'home' as const,
    };
    await caller.forms.contactUs(lure);
    const visitor = await mailTo('victim@example.org');
    expect(visitor.subject).toBe('We have your enquiry – SME Compare');
    expect(visitor.text!.split('\n')[0]).toBe('Hello,');
    for (const typed of ['Sam', 'URGENT', 'suspended', 'evil', 'Account Security', 'Reply to', 'password', '900999']) {
      expect(visitor.text).not.toContain(typed);
      expect(visitor.html).not.toContain(typed);
    }
    expect(visitor.text).toContain('call you on the number you gave us');
  });

  it('greets a visitor who asked for a callback by a name, when it is one', async () => {
    start();
    await caller.waterWaste.requestCallback({
      post_code: 'ze39jw',
      name: "  Siobhán   O'Brien ",
      phone: '07700 900456',
      best_time: 'Morning (9am to 12pm)',
      email: 'siobhan@callback-cafe.co.uk',
    });
    const visitor = await mailTo('siobhan@callback-cafe.co.uk');
    expect(visitor.subject).toBe("We'll call you back – SME Compare");
    expect(visitor.text!.split('\n')[0]).toBe('Hello Siobhán,');
    expect(visitor.text).toContain('(morning (9am to 12pm), as you asked)');
    expect(visitor.text).not.toContain('900456');
  });

  it('records a send whose "sent" mark the database refused once, without sending it again', async () => {
    await caller.forms.popup({ name: 'Once Olwen', email: 'olwen@example.com', phone: '01632 960116', page: '/' });
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { email: 'olwen@example.com' } });
    // The database's own refusal, once, of this lead's webhook row turning 'sent': on PostgreSQL the session ends
    // under the update (a dropped connection, 57P01); the embedded database has one session, so it raises instead.
    // A sequence counts the refusals, as it keeps its value when the refused statement is rolled back.
    const refuse = db.url ? 'PERFORM pg_terminate_backend(pg_backend_pid());' : "RAISE EXCEPTION 'refused once';";
    await db.prisma.$executeRawUnsafe('CREATE SEQUENCE "test_sent_marks"');
    await db.prisma.$executeRawUnsafe(`
      CREATE FUNCTION "test_refuse_sent_once"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW."status" = 'sent' AND OLD."status" = 'pending' AND NEW."leadId" = '${lead.id}'
          AND NEW."channel" = 'webhook' AND nextval('"test_sent_marks"') = 1 THEN
          ${refuse}
        END IF;
        RETURN NEW;
      END $$`);
    await db.prisma.$executeRawUnsafe(`
      CREATE TRIGGER "test_refuse_sent_once" BEFORE UPDATE ON "Delivery"
      FOR EACH ROW EXECUTE FUNCTION "test_refuse_sent_once"()`);
    try {
      // A short lease: a row left unmarked would come due again, and be sent again, within the test.
      start({ leaseMs: 500 });
      const row = await eventually(async () => {
        const found = await db.prisma.delivery.findFirstOrThrow({ where: { leadId: lead.id, channel: 'webhook' } });
        expect(found.status).toBe('sent');
        return found;
      });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const [{ refusals }] = await db.prisma.$queryRawUnsafe<[{ refusals: bigint }]>(
        'SELECT last_value AS refusals FROM "test_sent_marks"',
      );
      expect(Number(refusals)).toBeGreaterThanOrEqual(2);
      expect(receiver.hits.filter((h) => h.body.lead.id === lead.id)).toHaveLength(1);
      expect(row.attempts).toBe(1);
      expect(await db.prisma.delivery.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
        status: 'sent',
        attempts: 1,
      });
    } finally {
      await db.prisma.$executeRawUnsafe('DROP TRIGGER "test_refuse_sent_once" ON "Delivery"');
      await db.prisma.$executeRawUnsafe('DROP FUNCTION "test_refuse_sent_once"()');
      await db.prisma.$executeRawUnsafe('DROP SEQUENCE "test_sent_marks"');
    }
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
    const hit = await webhookFor(lead.id);
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
