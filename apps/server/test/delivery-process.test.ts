import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startMain } from './main-process.ts';
import { eventually, startMailbox, startWebhookReceiver } from '../../../packages/api/test/delivery/receivers.ts';

const secret = 'process test webhook secret';

async function healthy(port: string, output: () => string) {
  await eventually(async () => {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    expect(health?.status, output()).toBe(200);
  }, 90_000);
}

describe('lead delivery across a kill -9', () => {
  it('delivers every pending e-mail and webhook call once after the server is killed and restarted', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sme-delivery-'));
    const port = String(await freePort());
    const smtpPort = await freePort();
    const receiver = await startWebhookReceiver(secret);
    receiver.then = 500;
    const env = {
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://sme.example',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEAD_NOTIFY_TO: 'sales@sme.example',
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: secret,
      RETENTION_JOB: 'false',
    };
    let run = startMain(env);
    const mailbox = { current: undefined as Awaited<ReturnType<typeof startMailbox>> | undefined };
    try {
      await healthy(port, run.output);
      const names = ['Kill One', 'Kill Two', 'Kill Three'];
      for (const [index, name] of names.entries()) {
        const response = await fetch(`http://127.0.0.1:${port}/api/form-submit/popup`, {
          method: 'POST',
          headers: { 'X-Requested-With': 'XMLHttpRequest', 'content-type': 'application/json' },
          body: JSON.stringify({ name, email: `kill${index}@example.com`, phone: '01632 960000', page: '/' }),
        });
        expect(response.status).toBe(200);
      }
      // Each event was tried once: the webhook answered 500 and the mail server was down. Then the process dies.
      await eventually(() => expect(new Set(receiver.hits.map((hit) => hit.id)).size).toBe(3), 15_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      run.child.kill('SIGKILL');
      await run.exited;

      receiver.then = 200;
      mailbox.current = await startMailbox(smtpPort);
      run = startMain(env);
      await healthy(port, run.output);

      await eventually(() => {
        const delivered = receiver.hits.filter((hit) => hit.status === 200);
        expect(delivered).toHaveLength(3);
        expect(new Set(delivered.map((hit) => hit.id)).size).toBe(3);
        expect(delivered.every((hit) => hit.signatureValid)).toBe(true);
        expect(mailbox.current!.mails).toHaveLength(6);
      }, 30_000);
      const subjects = mailbox.current.mails.map((mail) => mail.subject).sort();
      expect(subjects).toEqual([
        "New enquiry: Let's talk popup – Kill One",
        "New enquiry: Let's talk popup – Kill Three",
        "New enquiry: Let's talk popup – Kill Two",
        "We'll be in touch – SME Compare",
        "We'll be in touch – SME Compare",
        "We'll be in touch – SME Compare",
      ]);
      // Nothing more arrives: each was delivered once.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.hits.filter((hit) => hit.status === 200)).toHaveLength(3);
      expect(mailbox.current.mails).toHaveLength(6);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      await receiver.close();
      await mailbox.current?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
