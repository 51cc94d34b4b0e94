// Real receivers for delivery tests: an SMTP server (smtp-server) that parses what it gets (mailparser), and an
// HTTP endpoint that checks the webhook's signature and answers as each test scripts it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { webhookVerifierExample } from '../../src/openapi/webhooks.ts';

export interface TestMailbox {
  /** smtp://127.0.0.1:port */
  url: string;
  mails: ParsedMail[];
  /**
   * How long to wait, once a message is whole and kept, before saying it was taken: a sender killed meanwhile
   * never hears that it was, as when a process dies between the mail server's answer and its own record.
   */
  holdMs: number;
  close(): Promise<void>;
}

export async function startMailbox(port = 0): Promise<TestMailbox> {
  const mailbox: TestMailbox = { url: '', mails: [], holdMs: 0, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mailbox.mails.push(mail);
          setTimeout(() => callback(), mailbox.holdMs);
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  mailbox.url = `smtp://127.0.0.1:${address.port}`;
  mailbox.close = () => new Promise((resolve) => server.close(() => resolve()));
  return mailbox;
}

export interface WebhookHit {
  id: string;
  signatureValid: boolean;
  /** The body as it arrived, and X-Webhook-Signature-V2 as sent, for the receiver's own checks. */
  raw: string;
  timedSignature: string | undefined;
  body: {
    id: string;
    type: string;
    occurred_at: string;
    lead: Record<string, unknown> & { answers_by_key?: Record<string, string> };
  };
  status: number;
}

export interface TestWebhookReceiver {
  url: string;
  /** Every request, with the status it was answered. */
  hits: WebhookHit[];
  /** Statuses to answer in turn; when used up, `then`. */
  script: number[];
  then: number;
  /** How long to wait, once a call is recorded, before answering it (see TestMailbox.holdMs). */
  holdMs: number;
  close(): Promise<void>;
}

/** The few lines a CRM needs to check a delivery (as in the README). */
export function signatureIsValid(rawBody: string, header: string | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(header ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The timed-signature check as the OpenAPI document shows it: true when a `v1` matches and `t` is recent. */
export type DocumentedVerifier = (
  header: string | undefined,
  body: string | Buffer,
  secret: string,
  toleranceSeconds?: number,
) => boolean;

/** The verifier the document shows integrators, run as they would copy it: its very text, as a module of its own. */
export async function loadDocumentedVerifier(): Promise<DocumentedVerifier> {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-verifier-'));
  try {
    const file = join(dir, 'verify.mjs');
    writeFileSync(file, webhookVerifierExample);
    const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      verifyLeadWebhook: DocumentedVerifier;
    };
    return module.verifyLeadWebhook;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startWebhookReceiver(secret: string, port = 0): Promise<TestWebhookReceiver> {
  const receiver: TestWebhookReceiver = {
    url: '',
    hits: [],
    script: [],
    then: 200,
    holdMs: 0,
    close: async () => {},
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = receiver.script.shift() ?? receiver.then;
      receiver.hits.push({
        id: String(request.headers['x-webhook-id']),
        signatureValid: signatureIsValid(raw, request.headers['x-webhook-signature'] as string | undefined, secret),
        raw,
        timedSignature: request.headers['x-webhook-signature-v2'] as string | undefined,
        body: JSON.parse(raw) as WebhookHit['body'],
        status,
      });
      const answer = () => response.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : 'no');
      if (receiver.holdMs > 0) setTimeout(answer, receiver.holdMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${address.port}/hooks/leads`;
  receiver.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return receiver;
}

/** Waits until the check passes (or fails the test after the timeout). */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** The first of what `arrived()` holds that `matches`, once one is there (or fails the test after the timeout). */
export function eventuallyFound<T>(arrived: () => readonly T[], matches: (item: T) => boolean, timeoutMs?: number) {
  return eventually(() => {
    const found = arrived().find(matches);
    expect(found).toBeDefined();
    return found!;
  }, timeoutMs);
}
