// npm run bench:delivery [-- --rounds 3]
// How long a lead takes to reach the business: the real server (embedded database in a temporary folder) with a
// local SMTP server and webhook receiver, one lead of every kind taken through the documented REST calls, timed
// from the call's answer to the webhook's arrival and the business e-mail's arrival.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EXAMPLE_EVENT, EXAMPLE_ID, operationExamples } from '@sme/api/testing';
import { openDatabase, seedDatabase } from '@sme/db';
import { startMailbox, startWebhookReceiver } from '../../../packages/api/test/delivery/receivers.ts';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Math.max(1, Math.min(20, Number(values.rounds) || 3));
const secret = 'bench webhook secret, long enough';

/** One documented call; `answer` tells whether it announces an event the business hears of. */
interface Step {
  call: string;
  example?: number;
  event?: 'lead.created' | 'lead.completed' | 'lead.call_booked' | 'lead.callback_requested';
  /** E-mails it sends: the business's, plus the visitor's. */
  mails?: number;
}

/** A guest-lead quote's steps: the postcode starts the lead, the business name and `choice` follow, `last` completes it. */
const quoteSteps = (path: string, choice: string, last: string): Step[] => [
  { call: `POST ${path}/post-code/submit`, event: 'lead.created', mails: 0 },
  { call: `POST ${path}/business-name/submit` },
  { call: `POST ${path}/${choice}` },
  { call: `POST ${path}/${last}`, event: 'lead.completed', mails: 1 },
];

const flows: { kind: string; steps: Step[] }[] = [
  { kind: 'Contact us', steps: [{ call: 'POST /form-submit/contact-us', event: 'lead.created', mails: 2 }] },
  { kind: "Let's talk popup", steps: [{ call: 'POST /form-submit/popup', event: 'lead.created', mails: 2 }] },
  { kind: 'Partner registration', steps: [{ call: 'POST /form-submit/register', event: 'lead.created', mails: 2 }] },
  {
    kind: 'Energy',
    steps: [
      ...quoteSteps('/commecial-utility', 'service/submit', 'supplier/submit'),
      { call: 'POST /commecial-utility/client-personal-info-store', event: 'lead.call_booked', mails: 1 },
      { call: 'POST /commecial-utility/callback-request', event: 'lead.callback_requested', mails: 2 },
    ],
  },
  { kind: 'Water & waste', steps: quoteSteps('/commecial-water-waste', 'water/submit', 'annual-usage/submit') },
  {
    kind: 'Business loan',
    steps: [
      { call: 'POST /business-loan/submit', example: 0, event: 'lead.created', mails: 0 },
      { call: 'POST /business-loan/submit', example: 1 },
      { call: 'POST /business-loan/submit', example: 2, event: 'lead.completed', mails: 1 },
      { call: 'POST /business-loan/callback-request', event: 'lead.callback_requested', mails: 2 },
    ],
  },
  {
    kind: 'Cash advance',
    steps: [
      { call: 'POST /cash-advance/store', example: 0, event: 'lead.created', mails: 0 },
      { call: 'POST /cash-advance/store', example: 1, event: 'lead.completed', mails: 1 },
      { call: 'POST /cash-advance/client-personal-info-store', event: 'lead.call_booked', mails: 1 },
    ],
  },
];

const dataDir = mkdtempSync(join(tmpdir(), 'sme-bench-delivery-'));
const mailbox = await startMailbox();
const receiver = await startWebhookReceiver(secret);
const db = await openDatabase({ kind: 'pglite', dataDir });
await db.migrate();
await seedDatabase(db.prisma);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  SMTP_URL: mailbox.url,
  LEAD_NOTIFY_TO: 'sales@example.co.uk',
  WEBHOOK_URL: receiver.url,
  WEBHOOK_SECRET: secret,
  RETENTION_JOB: 'false',
  // Every lead of every round comes from this machine: not a visitor to throttle.
  RATE_LIMIT_ALLOW: '127.0.0.1,::1',
});
const app = await buildServer({ config, db });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;

const waitFor = async (check: () => boolean) => {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > 60_000) throw new Error('nothing arrived within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return performance.now();
};

const samples: { kind: string; event: string; webhook: number; email: number | null }[] = [];
let requests = 0;
for (let round = 0; round < rounds; round += 1) {
  for (const flow of flows) {
    let id = EXAMPLE_ID;
    for (const step of flow.steps) {
      const [method, path] = step.call.split(' ') as ['POST', string];
      const example = operationExamples[step.call]!.ok[step.example ?? 0]!;
      const body = JSON.parse(
        JSON.stringify(example.body)
          .replaceAll(EXAMPLE_ID, id)
          .replaceAll(EXAMPLE_EVENT, `BENCH${round}${Math.random().toString(36).slice(2)}`),
      );
      // A mailbox of its own for each request: the examples share addresses, and one mailbox gets at most 3
      // confirmations a day.
      if (typeof body.email === 'string' && body.email.includes('@')) {
        body.email = body.email.replace('@', `.${(requests += 1)}@`);
      }
      const hitsBefore = receiver.hits.length;
      const mailsBefore = mailbox.mails.length;
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${step.call} answered ${response.status}: ${await response.text()}`);
      const answered = performance.now();
      const answer = (await response.json()) as { collections?: { id?: string } };
      if (id === EXAMPLE_ID && answer.collections?.id) id = answer.collections.id;
      if (!step.event) continue;
      const webhookAt = await waitFor(() =>
        receiver.hits.slice(hitsBefore).some((hit) => hit.body.type === step.event),
      );
      const emailAt = step.mails ? await waitFor(() => mailbox.mails.length >= mailsBefore + step.mails!) : null;
      samples.push({
        kind: flow.kind,
        event: step.event,
        webhook: webhookAt - answered,
        email: emailAt === null ? null : emailAt - answered,
      });
    }
  }
}

await app.close();
await db.close();
await mailbox.close();
await receiver.close();
rmSync(dataDir, { recursive: true, force: true });

const ms = (value: number | null) => (value === null ? '-' : `${Math.round(value)} ms`);
const byKey = new Map<string, typeof samples>();
for (const sample of samples) {
  const key = `${sample.kind} | ${sample.event}`;
  byKey.set(key, [...(byKey.get(key) ?? []), sample]);
}
console.log(`Lead delivery, ${rounds} round(s), from the call's answer to arrival (worst of the rounds):`);
console.log('kind | event | webhook | business e-mail');
for (const [key, list] of byKey) {
  const worst = (pick: (s: (typeof list)[number]) => number | null) =>
    list.some((s) => pick(s) !== null) ? Math.max(...list.map((s) => pick(s) ?? 0)) : null;
  console.log(`${key} | ${ms(worst((s) => s.webhook))} | ${ms(worst((s) => s.email))}`);
}
const all = samples.flatMap((s) => [s.webhook, ...(s.email === null ? [] : [s.email])]).sort((a, b) => a - b);
console.log(
  `all ${all.length} arrivals: median ${ms(all[Math.floor(all.length / 2)]!)}, worst ${ms(all[all.length - 1]!)} (goal: under 10 s)`,
);
