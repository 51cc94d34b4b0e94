// npm run bench:inbox [-- --leads 100000 --runs 50 --warmup 5 --seed 1 --analyze --keep]
// Times the console inbox (admin.leads.list) for every filter on a fresh embedded database holding fake leads,
// through the real procedures: better-auth sign-in, the session cookie, the tRPC caller.
import { cpus, tmpdir } from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FILL_MAX_COUNT, fillLeads, openDatabase } from '@sme/db';
import { INBOX_PAGE_SIZE, leadKinds, leadStatuses, ukDay } from '@sme/domain';
import { createCaller, demoAddressProvider, exportLeads } from '../src/index.ts';
import { benchStaff, fillOptions, wholeNumber } from './bench-setup.ts';

const BUDGET_MS = 100;

const { values } = parseArgs({
  options: {
    ...fillOptions,
    runs: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '5' },
    /** VACUUM ANALYZE after filling, as PostgreSQL's autovacuum would (the embedded database has no autovacuum). */
    analyze: { type: 'boolean', default: false },
    /** Keep the database folder afterwards (to look at query plans), and print where it is. */
    keep: { type: 'boolean', default: false },
  },
});
const leadCount = wholeNumber('leads', values.leads, 1, FILL_MAX_COUNT);
const runs = wholeNumber('runs', values.runs, 1, 10_000);
const warmup = wholeNumber('warmup', values.warmup, 0, 1000);
const seed = wholeNumber('seed', values.seed, 0, 2 ** 31);

const ms = (since: number) => performance.now() - since;
const secondsSince = (since: number) => `${(ms(since) / 1000).toFixed(1)} s`;

const dataDir = mkdtempSync(join(tmpdir(), 'sme-bench-inbox-'));
console.log(`Inbox benchmark: Node ${process.version}, ${cpus().length} cores, embedded database in ${dataDir}`);
const db = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
try {
  const { prisma } = db;
  let started = performance.now();
  await db.migrate();
  console.log(`Migrated in ${secondsSince(started)}.`);

  const { auth, admin } = await benchStaff(prisma, ['Alex Agent', 'Sam Agent', 'Priya Agent']);

  started = performance.now();
  let shown = 0;
  await fillLeads(prisma, {
    count: leadCount,
    seed,
    onProgress: (done, total) => {
      if (done - shown < total / 10 && done < total) return;
      shown = done;
      console.log(
        `Filling: ${done.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')} leads, ${secondsSince(started)}`,
      );
    },
  });
  // The embedded database has no autovacuum: without this its planner has no statistics, and the search index's
  // pending list (new entries not yet merged into the index) is read by every search until it reaches 4 MB.
  if (values.analyze) {
    started = performance.now();
    await prisma.$executeRawUnsafe('VACUUM ANALYZE');
    console.log(`VACUUM ANALYZE in ${secondsSince(started)}.`);
  } else {
    console.log(
      'No VACUUM ANALYZE (pass --analyze for one): the planner has no statistics, as the embedded database has no autovacuum.',
    );
  }

  // Sign in as the browser does: the procedure sets the session cookie, the next calls send it back.
  const setCookies: string[] = [];
  const signInCaller = createCaller({
    prisma,
    addressLookup: demoAddressProvider(),
    consoleAuth: auth,
    http: { headers: new Headers(), secure: false, setCookies: (cookies) => setCookies.push(...cookies) },
  });
  await signInCaller.admin.session.signIn(admin);
  const cookie = setCookies
    .map((value) => value.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  const caller = createCaller({
    prisma,
    addressLookup: demoAddressProvider(),
    consoleAuth: auth,
    http: { headers: new Headers({ cookie }), secure: false, setCookies: () => {} },
  });

  // Search terms taken from the data itself, so each one finds what staff would be looking for.
  const agent = await prisma.user.findFirstOrThrow({ where: { role: 'agent' }, orderBy: { createdAt: 'asc' } });
  // The same seed gives the same people, so these are the same from run to run (the dates move with the day).
  const newestFirst = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  const sample = (skip: number, where: NonNullable<Parameters<typeof prisma.lead.findFirst>[0]>['where']) =>
    prisma.lead.findFirstOrThrow({ where, orderBy: newestFirst, skip: Math.min(skip, leadCount / 20) });
  const withPhone = await sample(100, { phone: { contains: ' ' }, email: { not: null } });
  const withPostcode = await sample(200, { postCode: { not: null } });
  const withSurname = await sample(300, { personName: { not: null } });
  const postCode = withPostcode.postCode!;
  const phone = withPhone.phone!;
  const surname = withSurname.personName!.split(' ').at(-1)!;
  // A calendar month, six months back.
  const today = new Date();
  const from = ukDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6, 1, 12)));
  const to = ukDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 5, 0, 12)));
  const lastPage = Math.max(1, Math.ceil((await prisma.lead.count()) / INBOX_PAGE_SIZE));
  const middlePage = Math.ceil(lastPage / 2);

  type ListInput = Parameters<typeof caller.admin.leads.list>[0];
  const cases: [string, ListInput][] = [
    ['no filter', {}],
    ...leadStatuses.map((status): [string, ListInput] => [`status ${status}`, { status }]),
    ...leadKinds.map((kind): [string, ListInput] => [`kind ${kind}`, { kind }]),
    [`assignee ${agent.name}`, { assignee: agent.id }],
    ['assignee unassigned', { assignee: 'unassigned' }],
    [`date range ${from} to ${to}`, { from, to }],
    ['search business fragment "kingfish"', { q: 'kingfish' }],
    [`search surname "${surname}"`, { q: surname }],
    [`search e-mail "${withPhone.email}"`, { q: withPhone.email! }],
    [`search phone "${phone}"`, { q: phone }],
    [`search phone "${phone.replace(/\s/g, '')}"`, { q: phone.replace(/\s/g, '') }],
    [`search postcode "${postCode}"`, { q: postCode }],
    [
      `search postcode "${postCode.replace(/\s/g, '').toLowerCase()}"`,
      { q: postCode.replace(/\s/g, '').toLowerCase() },
    ],
    ['search with no match "zzqx"', { q: 'zzqx' }],
    ['energy + new + "kingfish"', { kind: 'energy', status: 'new', q: 'kingfish' }],
    ['page 1', { page: 1 }],
    ['page 20', { page: 20 }],
    [`middle page (${middlePage})`, { page: middlePage }],
    [`last page (${lastPage})`, { page: lastPage }],
  ];

  const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
  const results: { name: string; p50: number; p95: number; max: number; rows: number | string }[] = [];
  const time = async (name: string, call: () => Promise<unknown>, rowsOf: (answer: unknown) => number | string) => {
    for (let i = 0; i < warmup; i += 1) await call();
    const samples: number[] = [];
    let answer: unknown;
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      answer = await call();
      samples.push(ms(start));
    }
    samples.sort((a, b) => a - b);
    const result = {
      name,
      p50: percentile(samples, 0.5),
      p95: percentile(samples, 0.95),
      max: samples.at(-1)!,
      rows: rowsOf(answer),
    };
    results.push(result);
    return result;
  };

  console.log(`\nadmin.leads.list: ${warmup} warm-up calls, then ${runs} timed calls per case (ms)\n`);
  const width = Math.max(...cases.map(([name]) => name.length), 'admin.leads.detail'.length) + 2;
  const header = `${'case'.padEnd(width)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}${'rows'.padStart(10)}`;
  console.log(header);
  console.log('-'.repeat(header.length));
  const print = (r: (typeof results)[number]) =>
    console.log(
      `${r.name.padEnd(width)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}${r.max
        .toFixed(1)
        .padStart(9)}${String(r.rows).padStart(10)}${r.p95 >= BUDGET_MS ? '  over' : ''}`,
    );
  let firstRow: string | undefined;
  for (const [name, input] of cases) {
    print(
      await time(
        name,
        () => caller.admin.leads.list(input),
        (answer) => {
          const page = answer as Awaited<ReturnType<typeof caller.admin.leads.list>>;
          firstRow ??= page.rows[0]?.id;
          return page.total;
        },
      ),
    );
  }
  const listResults = [...results];
  if (firstRow) {
    const id = firstRow;
    print(
      await time(
        'admin.leads.detail',
        () => caller.admin.leads.detail({ id }),
        () => 1,
      ),
    );
  }

  // The CSV export, read to its end as the server streams it (npm run bench:export measures it in detail).
  started = performance.now();
  const exported = await exportLeads(
    {
      prisma,
      addressLookup: demoAddressProvider(),
      consoleAuth: auth,
      http: { headers: new Headers({ cookie }), secure: false, setCookies: () => {} },
    },
    {},
  );
  let bytes = 0;
  for await (const chunk of exported.csv) bytes += (chunk as Buffer).length;
  console.log(
    `\nCSV export, no filter (the biggest): ${ms(started).toFixed(0)} ms, ${(bytes / 1024 / 1024).toFixed(1)} MB of CSV (one call).`,
  );

  const over = listResults.filter((r) => r.p95 >= BUDGET_MS);
  console.log(
    over.length === 0
      ? `\nEvery admin.leads.list p95 is under ${BUDGET_MS} ms with ${leadCount.toLocaleString('en-GB')} leads.`
      : `\nNot every admin.leads.list p95 is under ${BUDGET_MS} ms with ${leadCount.toLocaleString('en-GB')} leads: ` +
          `${over.length} case(s) over (${over.map((r) => r.name).join('; ')}).`,
  );
} finally {
  await db.close();
  if (values.keep) console.log(`Database kept in ${join(dataDir, 'pglite')}.`);
  else rmSync(dataDir, { recursive: true, force: true });
}
// The schema engine leaves its 10 s lock-timeout timer behind; nothing else is pending.
process.exit(0);
