// The server the browser tests run against: the real server on an empty embedded database of its own, plus a
// loopback-only side port with its test controls (ageing a quote; writing the speed-to-lead report's known leads),
// and a mail server that takes the server's e-mails (read back through the side port's /mail).
// Tests read what was stored through the product itself. Test harness only.
import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import Fastify from 'fastify';
import { AddressLookupError, demoAddressProvider, type AddressProvider } from '@sme/api';
import { openDatabase, seedDatabase } from '@sme/db';
import { normalizePostcode } from '@sme/domain';
import { buildServer } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import {
  fixtureAgentNames,
  writeSpeedToLeadFixture,
} from '../../../../packages/api/test/console/speed-to-lead-fixture.ts';
import { writeSourcesFixture } from '../../../../packages/api/test/console/attribution-report-fixture.ts';
import { startFakeCalendly, type FakeBooking } from '../../../../packages/api/test/support/fake-calendly.ts';
import { startMailbox } from './mailbox.ts';
import { dataFolder, seededCopy } from './data-folders.ts';
import { specClaimEvidence } from '../../../../packages/api/test/support/claim-evidence.ts';

// The scheduling service's API, faked on a port of its own: the server reads each booking's details from it, as it
// would from the real service with CALENDLY_TOKEN set. E2E_CALENDLY=off runs the server without the token.
const calendly = process.env.E2E_CALENDLY === 'off' ? null : await startFakeCalendly();
const calendlySettings = calendly ? { CALENDLY_TOKEN: calendly.token, CALENDLY_API_URL: calendly.url } : {};
// The server's e-mails (a partner's invitation, the lead e-mails to visitors) go to a mail server of the harness's own
// on loopback, which tests read through the side port's /mail. LEAD_NOTIFY_TO stays unset: no e-mail to the business.
const mailbox = await startMailbox();
const mailSettings = { SMTP_URL: mailbox.url, MAIL_FROM: '"SME Compare" <hello@example.co.uk>' };
const config = loadConfig({
  ...process.env,
  ...calendlySettings,
  ...mailSettings,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
});
const dataDir = dataFolder(config.PORT);
rmSync(dataDir, { recursive: true, force: true });
// The shared server migrates and seeds its database, then keeps a copy of it as it is then (closed, so the folder is
// whole); each server of a worker's own (support/own-server.ts) starts from that copy, E2E_DATABASE_FROM, instead of
// making its own: creating, migrating and seeding took 6 s of a start's 10 s, and a run starts twelve of them.
const copyFrom = process.env.E2E_DATABASE_FROM;
if (copyFrom) {
  cpSync(copyFrom, dataDir, { recursive: true });
} else {
  const fresh = await openDatabase({ kind: 'pglite', dataDir });
  await fresh.migrate();
  await seedDatabase(fresh.prisma);
  // The business's evidence for the spec's figure claims, so the pages make them (console-finance.spec.ts clears them).
  await fresh.prisma.financeSetting.create({ data: { kind: 'claims', data: specClaimEvidence } });
  await fresh.close();
  rmSync(seededCopy(config.PORT), { recursive: true, force: true });
  cpSync(dataDir, seededCopy(config.PORT), { recursive: true });
}
const db = await openDatabase({ kind: 'pglite', dataDir });

// The postcode lookup: the built-in dataset, as without a key, behind a service a test can take down for a postcode
// of its own (the side port's /address-service) to see what a visitor sees in an outage, the page's own lookup
// included (the browser cannot fail that one for it).
const addressesDown = new Set<string>();
const demoAddresses = demoAddressProvider();
const addressLookup: AddressProvider = {
  lookup: async (postcode) => {
    if (addressesDown.has(normalizePostcode(postcode) ?? postcode)) throw new AddressLookupError('http-status', '503');
    return demoAddresses.lookup(postcode);
  },
};

// E2E_WEB=dev renders from the sources through Astro's dev server (no build needed); the default is the production build.
const app = await buildServer({
  config,
  db,
  web: process.env.E2E_WEB === 'dev' ? 'vite-dev' : 'build',
  addressLookup,
});
await app.listen({ host: '127.0.0.1', port: config.PORT });

const sidePort = Fastify();
// Time travel for the tests of closed quotes: the one change a test makes that no visitor or procedure can, a quote
// started days ago. Typed and narrow, not a way in for SQL.
const ageable = {
  'guest-lead': (id: string, createdAt: Date) => db.prisma.guestLead.update({ where: { id }, data: { createdAt } }),
  'loan-application': (id: string, createdAt: Date) =>
    db.prisma.loanApplication.update({ where: { id }, data: { createdAt } }),
} as const;
sidePort.post<{ Body: { quote: keyof typeof ageable; id: string; days: number } }>('/age', async (request, reply) => {
  const { quote, id, days } = request.body;
  const age = ageable[quote];
  if (!age || !Number.isInteger(days) || days < 1) return reply.code(400).send({ error: 'quote, id and days' });
  await age(id, new Date(Date.now() - days * 24 * 60 * 60 * 1000));
  return { id };
});
// The speed-to-lead report's known leads (March 2026, days no other test uses) and the two agents who answered them,
// written once however many tests ask: the report's browser test checks the figures the API test checks.
let reportFixture: Promise<void> | undefined;
sidePort.post('/speed-to-lead-fixture', async () => {
  reportFixture ??= (async () => {
    const agents = { sam: randomUUID(), priya: randomUUID() };
    for (const [key, id] of Object.entries(agents) as [keyof typeof agents, string][]) {
      const email = `report.${key}@example.co.uk`;
      await db.prisma.user.create({ data: { id, name: fixtureAgentNames[key], email, role: 'agent' } });
    }
    await writeSpeedToLeadFixture(db.prisma, agents);
  })();
  await reportFixture;
  return { written: true };
});
// The attribution tables' and funnels' known leads (February 2026) and their two partners, written once.
let sourcesFixture: Promise<void> | undefined;
sidePort.post('/sources-fixture', async () => {
  sourcesFixture ??= writeSourcesFixture(db.prisma);
  await sourcesFixture;
  return { written: true };
});
// A partner of the affiliate programme (as an approved registration makes one) whose ref=CODE links a test follows.
sidePort.post<{ Body: { name: string; code: string } }>('/partner-fixture', async (request, reply) => {
  const { name, code } = request.body;
  if (typeof name !== 'string' || !/^[A-Z0-9]{4,16}$/.test(code)) return reply.code(400).send({ error: 'name, code' });
  const existing = await db.prisma.partner.findUnique({ where: { code } });
  if (existing) return { id: existing.id };
  const user = await db.prisma.user.create({
    data: { id: randomUUID(), name, email: `${code.toLowerCase()}@partners.example`, role: 'partner' },
  });
  return { id: (await db.prisma.partner.create({ data: { userId: user.id, name, code } })).id };
});
// A lead's next try moved to `inMs` from now: a time coming while a console is open, without waiting for the cadence's
// office minutes (whatever day and hour the suite runs).
sidePort.post<{ Body: { leadId: string; inMs: number } }>('/lead-next-try', async (request, reply) => {
  const { leadId, inMs } = request.body;
  if (typeof leadId !== 'string' || typeof inMs !== 'number') return reply.code(400).send({ error: 'leadId, inMs' });
  await db.prisma.lead.update({
    where: { id: leadId },
    data: { contactAttempts: 1, nextTryAt: new Date(Date.now() + inMs) },
  });
  return { leadId };
});
// A lead's open follow-ups made due `msAgo` before now: the console opens on a follow-up already due, where setting
// one in the past is refused and waiting for one to fall due would make the test wait on the clock.
sidePort.post<{ Body: { leadId: string; msAgo: number } }>('/follow-up-due', async (request, reply) => {
  const { leadId, msAgo } = request.body;
  if (typeof leadId !== 'string' || typeof msAgo !== 'number') return reply.code(400).send({ error: 'leadId, msAgo' });
  const { count } = await db.prisma.followUp.updateMany({
    where: { leadId, doneAt: null },
    data: { dueAt: new Date(Date.now() - msAgo) },
  });
  return { leadId, count };
});
// A booking the fake scheduling service holds for an event the test's scheduling widget will report.
sidePort.post<{ Body: { eventId: string; booking: FakeBooking } }>('/calendly-booking', async (request, reply) => {
  if (!calendly) return reply.code(409).send({ error: 'the scheduling service is off (E2E_CALENDLY=off)' });
  const { eventId, booking } = request.body;
  if (typeof eventId !== 'string' || !booking?.name) return reply.code(400).send({ error: 'eventId and booking' });
  calendly.book(eventId, booking);
  return { eventId };
});
// The lookup service out for one postcode (down: true) and back (down: false).
sidePort.post<{ Body: { postcode: string; down: boolean } }>('/address-service', async (request, reply) => {
  const { postcode, down } = request.body;
  const normalized = typeof postcode === 'string' ? normalizePostcode(postcode) : undefined;
  if (!normalized || typeof down !== 'boolean') return reply.code(400).send({ error: 'postcode and down' });
  if (down) addressesDown.add(normalized);
  else addressesDown.delete(normalized);
  return { postcode: normalized, down };
});
// The last e-mail the server sent to an address (the partner's invitation, with its set-password link).
sidePort.get<{ Querystring: { to?: string } }>('/mail', async (request, reply) => {
  const to = request.query.to;
  if (!to) return reply.code(400).send({ error: 'to' });
  const mail = mailbox.lastTo(to);
  return mail ? mail : reply.code(404).send({ error: `no e-mail to ${to}` });
});
await sidePort.listen({ host: '127.0.0.1', port: config.PORT + 1 });

// Stopped by Playwright or the own-server fixture: each part closes in turn, and a part that does not close within
// STEP_MS is named on stderr and the harness exits anyway, so a hung stop shows in the test output as what it is.
const STEP_MS = 5_000;
const parts: [string, () => Promise<unknown> | undefined][] = [
  ['side port', () => sidePort.close()],
  ['server', () => app.close()],
  ['embedded database', () => db.close()],
  ['fake scheduling service', () => calendly?.close()],
  ['mailbox', () => mailbox.close()],
];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    for (const [name, close] of parts) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), STEP_MS)));
      const closed = await Promise.race([close(), late]);
      clearTimeout(timer);
      if (closed === 'late') {
        console.error(
          `e2e harness on port ${config.PORT}: the ${name} had not closed ${STEP_MS / 1000} s after ${signal}`,
        );
        process.exit(1);
      }
    }
    process.exit(0);
  });
}
