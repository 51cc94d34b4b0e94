// The server the browser tests run against: the real server on an empty embedded database of its own, plus a
// loopback-only side port with its test controls (ageing a quote; writing the speed-to-lead report's known leads).
// Tests read what was stored through the product itself. Test harness only.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { openDatabase, seedDatabase } from '@sme/db';
import { buildServer } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import {
  fixtureAgentNames,
  writeSpeedToLeadFixture,
} from '../../../../packages/api/test/console/speed-to-lead-fixture.ts';
import { startFakeCalendly, type FakeBooking } from '../../../../packages/api/test/support/fake-calendly.ts';

// The scheduling service's API, faked on a port of its own: the server reads each booking's details from it, as it
// would from the real service with CALENDLY_TOKEN set. E2E_CALENDLY=off runs the server without the token.
const calendly = process.env.E2E_CALENDLY === 'off' ? null : await startFakeCalendly();
const calendlySettings = calendly ? { CALENDLY_TOKEN: calendly.token, CALENDLY_API_URL: calendly.url } : {};
const config = loadConfig({ ...process.env, ...calendlySettings, NODE_ENV: 'test', HOST: '127.0.0.1' });
const dataDir = `test-data/e2e-${config.PORT}`;
rmSync(dataDir, { recursive: true, force: true });

const db = await openDatabase({ kind: 'pglite', dataDir });
await db.migrate();
await seedDatabase(db.prisma);

// E2E_WEB=dev renders from the sources through Vite (no build needed); the default is the production build.
const app = await buildServer({ config, db, web: process.env.E2E_WEB === 'dev' ? 'vite-dev' : 'build' });
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
// A booking the fake scheduling service holds for an event the test's scheduling widget will report.
sidePort.post<{ Body: { eventId: string; booking: FakeBooking } }>('/calendly-booking', async (request, reply) => {
  if (!calendly) return reply.code(409).send({ error: 'the scheduling service is off (E2E_CALENDLY=off)' });
  const { eventId, booking } = request.body;
  if (typeof eventId !== 'string' || !booking?.name) return reply.code(400).send({ error: 'eventId and booking' });
  calendly.book(eventId, booking);
  return { eventId };
});
await sidePort.listen({ host: '127.0.0.1', port: config.PORT + 1 });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await sidePort.close();
    await app.close();
    await db.close();
    await calendly?.close();
    process.exit(0);
  });
}
