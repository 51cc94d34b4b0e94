// npm run bench:export [-- --leads 100000 --sample 10000 --runs 5 --seed 1 --database-url postgres://… --wipe]
// The console's CSV export against the SQL that reads the same rows: the real server (embedded database in a
// temporary folder, or a PostgreSQL database given by --database-url, which --wipe must allow it to empty first), a signed-in admin,
// the export read to the end over HTTP as the browser reads it, and the process's RSS while it runs.
import { get } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FILL_MAX_COUNT, fillLeads, openDatabase, type Database } from '@sme/db';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { benchStaff, fillOptions, wholeNumber } from '../../../packages/api/bench/bench-setup.ts';

const { values } = parseArgs({
  options: {
    ...fillOptions,
    sample: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '5' },
    'database-url': { type: 'string' },
    wipe: { type: 'boolean', default: false },
  },
});
const leadCount = wholeNumber('leads', values.leads, 2, FILL_MAX_COUNT);
const sample = wholeNumber('sample', values.sample, 1, leadCount - 1);
const runs = wholeNumber('runs', values.runs, 1, 100);
const seed = wholeNumber('seed', values.seed, 0, 2 ** 31);
const gc = (globalThis as { gc?: () => void }).gc;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
const count = (n: number) => n.toLocaleString('en-GB');
const megabytes = (sent: { bytes: number; encoding: string }) =>
  `${(sent.bytes / 1024 / 1024).toFixed(1)} MB sent (${sent.encoding === 'none' ? 'uncompressed' : sent.encoding})`;

if (values['database-url'] && !values.wipe) {
  console.error('--database-url empties that database first: add --wipe to say that is what you want.');
  process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), 'sme-bench-export-'));
const url = values['database-url'];
const db: Database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir });
if (url) await db.prisma.$executeRawUnsafe('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
await db.migrate();
console.log(
  `Export benchmark: Node ${process.version}, ${cpus().length} cores, ${url ? 'PostgreSQL' : 'embedded database'}`,
);

const { admin } = await benchStaff(db.prisma, ['Alex Agent', 'Sam Agent']);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: '0',
  RETENTION_JOB: 'false',
  RATE_LIMIT_ALLOW: '127.0.0.1,::1',
});
const app = await buildServer({ config, db });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const signedIn = await fetch(`${base}/trpc/admin.session.signIn`, {
  method: 'POST',
  headers: { ...xhr, 'content-type': 'application/json' },
  body: JSON.stringify(admin),
});
if (!signedIn.ok) throw new Error(`sign-in answered ${signedIn.status}`);
const cookie = signedIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0]!)
  .join('; ');

/**
 * The export as the console's button asks for it (Chromium's Accept-Encoding), read to the end as it arrives; the
 * bytes sent and their encoding. Left compressed: unpacking is the browser's work, on its own machine.
 */
function exportAll(): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const headers = { ...xhr, cookie, 'accept-encoding': 'gzip, deflate, br, zstd' };
    get(`${base}/admin/leads.csv`, { headers }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`the export answered ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'none') }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The rows the last export wrote, as its audit entry records them. */
async function rowsOfLastExport(): Promise<number> {
  const audit = await db.prisma.auditEntry.findFirstOrThrow({
    where: { action: 'lead.export' },
    orderBy: { createdAt: 'desc' },
  });
  return (audit.detail as { rows: number }).rows;
}

/** The one statement that reads what the export writes: every column, the assignee's name, newest first. */
const readRows = (limit: number) =>
  db.prisma.$queryRawUnsafe<unknown[]>(
    `SELECT l.id, l."createdAt", l.kind, l.status, l."businessName", l."personName", l.email, l.phone,
            l."postCode", l.progress, u.name AS assignee
       FROM "Lead" l LEFT JOIN "user" u ON u.id = l."assigneeId"
      ORDER BY l."createdAt" DESC, l.id DESC LIMIT ${limit}`,
  );

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
}

/** Runs `work` once while sampling the process's RSS; the growth over what it was before. */
async function rssGrowth(work: () => Promise<unknown>): Promise<number> {
  gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  peak = Math.max(peak, process.memoryUsage.rss());
  return peak - before;
}

/**
 * Adds leads until the database holds `total`, a thousand at a time in small transactions. On a busy machine a
 * transaction of the filler can outlive Prisma's 5 s limit; a batch that fails is rolled back and filled again.
 */
async function fillTo(total: number) {
  let round = 0;
  for (let held = await db.prisma.lead.count(); held < total; held = await db.prisma.lead.count()) {
    round += 1;
    await fillLeads(db.prisma, { count: Math.min(1000, total - held), seed: seed + round, batchSize: 100 }).catch(
      (error: Error) => console.log(`A filling transaction failed (${error.name}); filling on.`),
    );
  } // The planner's statistics, as the server's upkeep (embedded) or autovacuum (PostgreSQL) keeps them.
  await db.maintain();
  if (url) await db.prisma.$executeRawUnsafe('ANALYZE');
}

try {
  let started = performance.now();
  await fillTo(sample);
  console.log(`Filled ${count(sample)} leads in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  // Warm both up once (connections, plans, code), then the median of the runs.
  await readRows(sample);
  await exportAll();
  const sql: number[] = [];
  const exported: number[] = [];
  let sent = { bytes: 0, encoding: '' };
  for (let run = 0; run < runs; run += 1) {
    sql.push((await timed(() => readRows(sample))).ms);
    const answer = await timed(exportAll);
    exported.push(answer.ms);
    sent = answer.result;
  }
  const rows = await rowsOfLastExport();
  if (rows !== sample) throw new Error(`the export wrote ${rows} rows, not ${sample}`);
  const ratio = median(exported) / median(sql);
  console.log(
    `${count(sample)} rows: SQL ${median(sql).toFixed(0)} ms, export ${median(exported).toFixed(0)} ms ` +
      `(${ratio.toFixed(1)}× the SQL; median of ${runs}; ${megabytes(sent)})`,
  );

  started = performance.now();
  await fillTo(leadCount);
  console.log(`Filled to ${count(leadCount)} leads in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  // No warm-up here: a heap that has once held a whole export keeps that room, and would hide what one costs.
  const whole = { sent: { bytes: 0, encoding: '' }, ms: 0 };
  const growth = await rssGrowth(async () => {
    const answer = await timed(exportAll);
    whole.ms = answer.ms;
    whole.sent = answer.result;
  });
  const wholeRows = await rowsOfLastExport();
  console.log(
    `${count(wholeRows)} rows: export ${(whole.ms / 1000).toFixed(1)} s, ` +
      `${megabytes(whole.sent)}, RSS grew ${mb(growth)} while it ran (goal: under 100 MB)`,
  );
  const fifteen = await rssGrowth(async () => {
    for (let i = 0; i < 15; i += 1) await exportAll();
  });
  console.log(`15 exports of ${count(wholeRows)} rows one after another: RSS grew ${mb(fifteen)}`);
  console.log(
    ratio <= 3 && growth < 100 * 1024 * 1024
      ? 'Within the goals: the export within 3× its SQL, and RSS growth under 100 MB.'
      : 'Not within the goals (3× the SQL, RSS growth under 100 MB).',
  );
} finally {
  await app.close();
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
