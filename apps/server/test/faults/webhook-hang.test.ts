import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ParsedMail } from 'mailparser';
import { openTestDatabase, testDatabaseKinds } from '@sme/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailbox, type TestMailbox } from '../../../../packages/api/test/delivery/receivers.ts';
import { startHealthy, type ServerRun } from '../main-process.ts';
import { submitPopup, type Answer } from './visitors.ts';

// Issue 43: a CRM webhook that stops answering must not delay the business's lead e-mails. The server's webhook
// points at a receiver that holds every call for 15 s (longer than the server's 10 s limit, so no call is ever
// answered in time), its SMTP at a local mail receiver, and visitors send a steady 5 submissions a second for 20 s.
// Each lead's time from its submission to the business's e-mail arriving is measured. Before, the worker claimed
// every channel's rows together and waited for the whole batch, so each batch waited out the webhook's 10 s: 15 and
// 16 of the 100 e-mails (PostgreSQL, embedded) had arrived 30 s after the last submission. With a loop per channel and
// the breaker: all 100, p95 1.0 s, 11 and 12 webhook calls (docs/decisions/delivery-independence.md).

const RATE_PER_SECOND = 5;
const STREAM_MS = 20_000;
const HANG_MS = 15_000;
/** How long after the last submission every business e-mail may take to arrive before the test stops waiting. */
const SETTLE_MS = 30_000;
const secret = 'webhook hang fault test secret';
const notifyTo = 'sales@sme.example';

/** A CRM endpoint that takes each call and never answers within the server's limit: it counts the calls. */
async function startHangingWebhook(): Promise<{ url: string; calls: () => number; close(): Promise<void> }> {
  let calls = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      calls += 1;
      const timer = setTimeout(() => response.writeHead(200).end('late'), HANG_MS);
      response.on('close', () => clearTimeout(timer));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    calls: () => calls,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

describe.each(testDatabaseKinds())('a webhook that never answers, on %s', (kind) => {
  let server: ServerRun | undefined;
  let port: number;
  let mailbox: TestMailbox;
  let webhook: Awaited<ReturnType<typeof startHangingWebhook>>;
  let db: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  let dataDir: string | undefined;
  /** When each business e-mail arrived, by the address of the lead it reports. */
  const businessMailAt = new Map<string, number>();

  beforeAll(async () => {
    mailbox = await startMailbox();
    // The mailbox keeps each parsed e-mail in `mails`; this notes the moment it does, for the lead the e-mail is about
    // (the business's copy lists every answer, the visitor's address among them).
    const keep = mailbox.mails.push.bind(mailbox.mails);
    mailbox.mails.push = (...mails: ParsedMail[]) => {
      for (const mail of mails) {
        const lead = /hang\.\d+@example\.co\.uk/.exec(mail.text ?? '')?.[0];
        const toBusiness = (mail.to as { text?: string } | undefined)?.text === notifyTo;
        if (toBusiness && lead && !businessMailAt.has(lead)) businessMailAt.set(lead, performance.now());
      }
      return keep(...mails);
    };
    webhook = await startHangingWebhook();
    const database: Record<string, string> = {};
    if (kind === 'postgres') {
      db = await openTestDatabase('postgres', { seed: true });
      database.DATABASE_URL = db.url!;
    } else {
      dataDir = mkdtempSync(join(tmpdir(), 'sme-webhook-hang-'));
      database.DATA_DIR = dataDir;
    }
    ({ port, run: server } = await startHealthy({
      ...database,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      RETENTION_JOB: 'false',
      PUBLIC_URL: 'https://sme.example',
      SMTP_URL: mailbox.url,
      MAIL_FROM: '"SME Compare" <leads@sme.example>',
      LEAD_NOTIFY_TO: notifyTo,
      WEBHOOK_URL: webhook.url,
      WEBHOOK_SECRET: secret,
    }));
  });

  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await webhook?.close();
    await mailbox?.close();
    await db?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("e-mails the business each lead within 2 s (p95) while the CRM's webhook hangs", async () => {
    const sentAt = new Map<string, number>();
    const answers: Promise<Answer>[] = [];
    const total = (STREAM_MS / 1000) * RATE_PER_SECOND;
    const started = performance.now();
    for (let n = 0; n < total; n++) {
      // A steady open stream, as visitors send: each one on time whether or not earlier ones were answered.
      const due = started + (n * 1000) / RATE_PER_SECOND;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const email = `hang.${n}@example.co.uk`;
      sentAt.set(email, performance.now());
      answers.push(submitPopup(port, 'Sam Hang', email));
    }
    const settled = await Promise.all(answers);
    expect(settled.filter((answer) => answer.status !== 200)).toEqual([]);

    const deadline = performance.now() + SETTLE_MS;
    while (businessMailAt.size < total && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // A lead whose e-mail never came counts as the longest wait of all.
    const waits = [...sentAt].map(([email, at]) => (businessMailAt.get(email) ?? Infinity) - at).sort((a, b) => a - b);
    const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'never');
    // The webhook's lane waits for each claim's calls to time out (10 s) before it claims again, so its fifth failure
    // in a row can come after the last e-mail: the first claim may hold as few as 1 or 2 rows, and the second fails
    // 20 s in. Seen in a full run: the e-mails were all in at 21 s with 2 failures counted. Wait for the pause itself.
    const pausedBy = performance.now() + 20_000;
    const openingsNow = () => server!.output().match(/lead delivery paused/g)?.length ?? 0;
    while (openingsNow() === 0 && performance.now() < pausedBy) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const openings = openingsNow();
    const figures = {
      leads: total,
      businessMailsArrived: businessMailAt.size,
      p50: seconds(percentile(waits, 50)),
      p95: seconds(percentile(waits, 95)),
      max: seconds(waits.at(-1)!),
      webhookCalls: webhook.calls(),
      breakerOpenings: openings,
    };
    console.log(`webhook hang on ${kind}: ${JSON.stringify(figures)}`);

    expect(businessMailAt.size, JSON.stringify(figures)).toBe(total);
    expect(percentile(waits, 95), JSON.stringify(figures)).toBeLessThan(2000);
    // The breaker stopped the calls: without it each due row would be tried every poll, 100 leads and their retries.
    expect(openings, server!.output().slice(-4000)).toBeGreaterThanOrEqual(1);
    expect(webhook.calls()).toBeLessThan(total);
  });
});
