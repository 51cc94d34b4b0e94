import { fillLeads } from '@sme/db';
import { testDatabaseKinds } from '@sme/db/testing';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockFromForSuite } from '../../../packages/api/test/support/clock.ts';
import {
  consoleEnv,
  fetchAddUser,
  fetchSignIn,
  injectSignIn,
  startTestServer,
  xhr,
  type TestServer,
} from './test-server.ts';

const admin = { email: 'boss@example.co.uk', password: 'correct horse battery staple' };
const agent = { email: 'agent@example.co.uk', password: 'another fine password', name: 'Alex Agent' };

describe.each(testDatabaseKinds())('GET /admin/leads.csv, the console’s Export CSV, on %s', (kind) => {
  let server: TestServer;
  let base: string;
  let agentCookie: string;
  const exportCsv = (query: string, headers: Record<string, string>) =>
    fetch(`${base}/admin/leads.csv${query}`, { headers });
  /** A refusal in tRPC's shape, as the console reads every refused call. */
  const refusal = async (res: Response) =>
    ((await res.json()) as { error: { message: string; data: Record<string, unknown> } }).error;
  const exports = () => server.db.prisma.auditEntry.findMany({ where: { action: 'lead.export' } });
  // Thursday 26 November 2026, 15:00 GMT: the file is named for that UK day.
  clockFromForSuite('2026-11-26T15:00:00Z');

  beforeAll(async () => {
    server = await startTestServer(kind, { env: consoleEnv(admin) });
    await server.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(server.app.server.address() as { port: number }).port}`;
    await fetchAddUser(base, await fetchSignIn(base, admin), agent, 'agent');
    agentCookie = await fetchSignIn(base, agent);
    // More leads than one page of the export (2,000), so the file is read in more than one.
    await fillLeads(server.db.prisma, { count: 2_050, seed: 5, batchSize: 250 });
  }, 240_000);
  afterAll(() => server?.close());

  it('streams an agent the whole filter as a file, never stored or indexed, and audits it', async () => {
    const res = await exportCsv('', { ...xhr, cookie: agentCookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="leads-2026-11-26.csv"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // Sent as it is written: no length known in advance.
    expect(res.headers.get('content-length')).toBeNull();
    // Read as bytes: Response.text() drops a byte-order mark, and the mark is what tells Excel the file is UTF-8.
    const csv = Buffer.from(await res.arrayBuffer()).toString('utf8');
    expect(
      csv.startsWith(
        '\uFEFFReceived,Kind,Status,Business name,Name,Email,Phone,Postcode,Progress,Assigned to,Reachable at,' +
          'First contact at,Time to first contact (office),Contact attempts,Do not contact,' +
          'Lead id,Console link,Best time to call or booked call,Message,Notes,',
      ),
    ).toBe(true);
    const table = parse(csv, { bom: true }) as string[][];
    expect(table).toHaveLength(1 + 2_050);
    expect(table.slice(1).every((row) => /^\d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}$/.test(row[0]!))).toBe(true);
    // Each row's link opens its lead in the console, from a spreadsheet too: an absolute address.
    const links = table.slice(1).map((row) => ({ id: row[15]!, link: new URL(row[16]!) }));
    expect(links.every(({ id, link }) => link.protocol === 'http:' && link.pathname === `/admin/leads/${id}`)).toBe(
      true,
    );

    const energy = await exportCsv('?kind=energy&status=new', { ...xhr, cookie: agentCookie });
    const energyRows = (parse(await energy.text(), { bom: true }) as string[][]).slice(1);
    expect(energyRows.length).toBe(await server.db.prisma.lead.count({ where: { kind: 'energy', status: 'new' } }));
    expect(new Set(energyRows.map((row) => `${row[1]} ${row[2]}`))).toEqual(new Set(['Energy New']));

    const audited = await exports();
    const agentId = (await server.db.prisma.user.findUniqueOrThrow({ where: { email: agent.email } })).id;
    expect(audited.map((entry) => [entry.actorId, entry.detail])).toEqual(
      expect.arrayContaining([
        [agentId, { rows: 2_050, filters: '{}' }],
        [agentId, { rows: energyRows.length, filters: JSON.stringify({ kind: 'energy', status: 'new' }) }],
      ]),
    );
  });

  it('refuses a signed-out caller, a call without X-Requested-With and a filter it cannot read, exporting nothing', async () => {
    const before = (await exports()).length;
    const signedOut = await exportCsv('', xhr);
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get('cache-control')).toBe('no-store');
    expect(await refusal(signedOut)).toMatchObject({
      message: 'Please sign in to the console.',
      data: { code: 'UNAUTHORIZED', httpStatus: 401, messages: ['Please sign in to the console.'] },
    });

    // What a link, a navigation or another site's page sends: the cookie, without the header.
    const noHeader = await exportCsv('', { cookie: agentCookie });
    expect(noHeader.status).toBe(403);
    expect((await refusal(noHeader)).message).toBe('Requests must carry the header X-Requested-With: XMLHttpRequest.');

    const badFilter = await exportCsv('?kind=nonsense', { ...xhr, cookie: agentCookie });
    expect(badFilter.status).toBe(400);
    expect((await refusal(badFilter)).data).toMatchObject({ code: 'BAD_REQUEST' });
    expect(await exports()).toHaveLength(before);
  });
});

describe('GET /admin/leads.csv, throttled as a console call', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { env: { ...consoleEnv(admin), RATE_LIMIT_CONSOLE: '3' } });
  });
  afterAll(() => server?.close());

  it('counts each export in the console family and refuses past it in tRPC’s shape, which the console reads', async () => {
    const cookie = await injectSignIn(server.app, admin);
    const answers = [];
    // The sign-in was the first console call of the minute: two exports more reach the limit of 3.
    for (let i = 0; i < 3; i += 1)
      answers.push(await server.app.inject({ url: '/admin/leads.csv', headers: { ...xhr, cookie } }));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.headers['retry-after']).toMatch(/^\d+$/);
    expect(answers[2]!.json().error).toMatchObject({ data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429 } });
  });
});
