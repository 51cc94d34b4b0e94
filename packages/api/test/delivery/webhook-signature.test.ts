import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { startDeliveryWorker, webhookSender, type DeliveryWorker } from '../../src/index.ts';
import {
  timedWebhookSignature,
  webhookSignature,
  WEBHOOK_TOLERANCE_SECONDS,
} from '../../src/services/lead-delivery/webhook.ts';
import { openForSuite, type Caller } from '../support/suite-database.ts';
import {
  eventually,
  loadDocumentedVerifier,
  startWebhookReceiver,
  type DocumentedVerifier,
  type TestWebhookReceiver,
} from './receivers.ts';

const oldSecret = 'the secret every receiver holds today';
const newSecret = 'the secret a rotation moves to';
const quiet = { info() {}, warn() {}, error() {} };

// Every check below is the one the OpenAPI document shows integrators.
let verify: DocumentedVerifier;
beforeAll(async () => {
  verify = await loadDocumentedVerifier();
});

const timeOf = (header: string | undefined) => Number(/^t=(\d+),/.exec(header ?? '')?.[1]);

describe('the timed webhook signature, checked with the documented verifier', () => {
  const body = JSON.stringify({ id: 'e1', type: 'lead.created', lead: { business_name: 'Patel Bakery' } });

  it('is t=<unix seconds>,v1=<hex> and verifies with its secret only', () => {
    const header = timedWebhookSignature(body, [oldSecret]);
    expect(header).toMatch(/^t=\d{10},v1=[0-9a-f]{64}$/);
    expect(Math.abs(timeOf(header) - Date.now() / 1000)).toBeLessThan(2);
    expect(verify(header, body, oldSecret)).toBe(true);
    expect(verify(header, Buffer.from(body), oldSecret)).toBe(true);
    expect(verify(header, body, newSecret)).toBe(false);
  });

  it('fails on a body changed by one character', () => {
    const header = timedWebhookSignature(body, [oldSecret]);
    expect(verify(header, body.replace('Patel', 'Petal'), oldSecret)).toBe(false);
    expect(verify(header, `${body} `, oldSecret)).toBe(false);
  });

  it(`fails on a timestamp more than ${WEBHOOK_TOLERANCE_SECONDS} seconds off, either way, or one swapped in`, () => {
    const now = Date.now();
    const at = (seconds: number) => timedWebhookSignature(body, [oldSecret], now + seconds * 1000);
    expect(verify(at(-(WEBHOOK_TOLERANCE_SECONDS - 5)), body, oldSecret)).toBe(true);
    expect(verify(at(-(WEBHOOK_TOLERANCE_SECONDS + 5)), body, oldSecret)).toBe(false);
    expect(verify(at(WEBHOOK_TOLERANCE_SECONDS + 5), body, oldSecret)).toBe(false);
    expect(verify(at(-86_400), body, oldSecret)).toBe(false);
    // A replayed call given today's time: its v1 was made over the old one.
    const replayed = at(-3600).replace(/^t=\d+/, `t=${Math.floor(now / 1000)}`);
    expect(verify(replayed, body, oldSecret)).toBe(false);
  });

  it('fails without the header, on the body-only signature, and on a v1 that is not hex', () => {
    expect(verify(undefined, body, oldSecret)).toBe(false);
    expect(verify('', body, oldSecret)).toBe(false);
    expect(verify(webhookSignature(body, oldSecret), body, oldSecret)).toBe(false);
    const t = Math.floor(Date.now() / 1000);
    expect(verify(`t=${t},v1=${'zz'.repeat(32)}`, body, oldSecret)).toBe(false);
    expect(verify(`t=${t},v1=`, body, oldSecret)).toBe(false);
  });

  it('carries one v1 per secret during a rotation: a receiver holding either verifies', () => {
    const header = timedWebhookSignature(body, [oldSecret, newSecret]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verify(header, body, oldSecret)).toBe(true);
    expect(verify(header, body, newSecret)).toBe(true);
    expect(verify(header, body, 'a third secret, nobody’s')).toBe(false);
  });
});

describe.each(testDatabaseKinds())('signed webhook calls from the delivery worker on %s', (kind) => {
  let db: Database;
  let caller: Caller;
  let receiver: TestWebhookReceiver;
  let worker: DeliveryWorker | undefined;

  openForSuite(kind, (opened) => ({ db, caller } = opened));
  beforeAll(async () => {
    receiver = await startWebhookReceiver(oldSecret);
  });
  afterEach(async () => {
    await worker?.stop();
    worker = undefined;
    receiver.script = [];
  });
  afterAll(() => receiver.close());

  const start = (sender: ReturnType<typeof webhookSender>, retryDelayMs = 30) => {
    worker = startDeliveryWorker({
      prisma: db.prisma,
      channels: {
        business_email: { off: 'SMTP_URL is not set on the server.' },
        visitor_email: { off: 'SMTP_URL is not set on the server.' },
        webhook: sender,
      },
      publicUrl: 'https://sme.example',
      log: quiet,
      pollMs: 20,
      retryDelay: () => retryDelayMs,
    });
  };
  /** The webhook calls for the popup lead of this address, once `count` have arrived. */
  const callsFor = async (email: string, count: number) => {
    const lead = await db.prisma.lead.findFirstOrThrow({ where: { email } });
    return eventually(() => {
      const hits = receiver.hits.filter((hit) => hit.body.lead.id === lead.id);
      expect(hits).toHaveLength(count);
      return hits;
    });
  };

  it('signs each try afresh: a retry carries a later t, and verifies, under the same id and body', async () => {
    receiver.script = [500];
    // Over a second between the tries, so their unix seconds differ.
    start(webhookSender({ url: receiver.url, secret: oldSecret, userAgent: 'test' }), 1100);
    await caller.forms.popup({ name: 'Retry Rhian', email: 'rhian@example.com', phone: '01632 960121', page: '/' });
    const [first, retry] = await callsFor('rhian@example.com', 2);
    expect([first!.status, retry!.status]).toEqual([500, 200]);
    expect(timeOf(retry!.timedSignature)).toBeGreaterThan(timeOf(first!.timedSignature));
    expect(retry!.id).toBe(first!.id);
    expect(retry!.raw).toBe(first!.raw);
    for (const hit of [first!, retry!]) {
      expect(verify(hit.timedSignature, hit.raw, oldSecret)).toBe(true);
      // The body-only header is as it was, for receivers written against it.
      expect(hit.signatureValid).toBe(true);
    }
    // The event's own time is when the lead was taken, whatever the try: the signed t is what a receiver bounds.
    expect(retry!.body.occurred_at).toBe(first!.body.occurred_at);
  });

  it('during a rotation, a receiver holding only the old secret and one holding only the new both verify', async () => {
    start(webhookSender({ url: receiver.url, secret: oldSecret, nextSecret: newSecret, userAgent: 'test' }));
    await caller.forms.popup({ name: 'Rota Rhod', email: 'rhod@example.com', phone: '01632 960122', page: '/' });
    const [hit] = await callsFor('rhod@example.com', 1);
    expect(hit!.timedSignature).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(verify(hit!.timedSignature, hit!.raw, oldSecret)).toBe(true);
    expect(verify(hit!.timedSignature, hit!.raw, newSecret)).toBe(true);
    expect(hit!.signatureValid).toBe(true);
    const tampered = hit!.raw.replace('Rota Rhod', 'Rota Rhyd');
    expect(tampered).not.toBe(hit!.raw);
    expect(verify(hit!.timedSignature, tampered, oldSecret)).toBe(false);
    expect(verify(hit!.timedSignature, tampered, newSecret)).toBe(false);
  });

  it('without a rotation, carries one v1, which the next secret does not verify', async () => {
    start(webhookSender({ url: receiver.url, secret: oldSecret, userAgent: 'test' }));
    await caller.forms.popup({ name: 'Solo Sian', email: 'sian@example.com', phone: '01632 960123', page: '/' });
    const [hit] = await callsFor('sian@example.com', 1);
    expect(hit!.timedSignature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verify(hit!.timedSignature, hit!.raw, oldSecret)).toBe(true);
    expect(verify(hit!.timedSignature, hit!.raw, newSecret)).toBe(false);
  });
});
