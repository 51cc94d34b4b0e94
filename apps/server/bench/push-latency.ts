// npm run bench:push [-- --leads 200 --database postgres://postgres@127.0.0.1:5432/test]
// How fast the console hears of a new lead across instances: two server processes on one PostgreSQL (a database of
// the bench's own, made on that server and dropped after), a console's live stream (server-sent events) open on B,
// and leads sent one by one through A's REST API. Each lead's latency runs from the moment its submission is sent
// to the moment B's event for it arrives at the console; p50, p99 and the worst are printed.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openLiveStream } from '../test/live-stream.ts';
import { benchArgs, forkServer } from './server-process.ts';

const values = benchArgs({
  leads: { type: 'string', default: '200' },
  database: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
});
const admin = { email: 'bench.admin@example.co.uk', password: 'bench console password' };
const xhr = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

type FromServer = { port: number };

if (values.serve) await serve();
else await bench();

/** One instance: the real server on the bench's PostgreSQL database (DATABASE_URL), the API only. */
async function serve() {
  const { openDatabase } = await import('@sme/db');
  const { buildServer } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const db = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL! });
  // As main.ts does: one instance at a time migrates the new database; the other finds the work done.
  await db.exclusive(() => db.migrate());
  const app = await buildServer({ config: loadConfig(), db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  process.on('message', async (message) => {
    if (message !== 'stop') return;
    await app.close();
    await db.close();
    process.exit(0);
  });
  process.send!({ port: (app.server.address() as { port: number }).port } satisfies FromServer);
}

async function onServer(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function bench() {
  const count = Math.max(1, Math.min(5_000, Number(values.leads) || 200));
  const name = `sme_bench_push_${randomBytes(4).toString('hex')}`;
  await onServer(values.database, `CREATE DATABASE ${name}`);
  const url = new URL(values.database);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  const servers: ReturnType<typeof forkServer<FromServer>>[] = [];
  const bases: string[] = [];
  try {
    // A first, alone: it migrates the new database; B then finds the work done.
    for (const instance of ['a', 'b']) {
      const server = forkServer<FromServer>({ script: import.meta.url, name: `push-${instance}`, env });
      servers.push(server);
      bases.push(`http://127.0.0.1:${(await server.next('port')).port}`);
    }
    const [a, b] = bases as [string, string];

    const signedIn = await fetch(`${b}/trpc/admin.session.signIn`, {
      method: 'POST',
      headers: xhr,
      body: JSON.stringify(admin),
    });
    if (signedIn.status !== 200) throw new Error(`sign-in on B answered ${signedIn.status}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(';')[0]!)
      .join('; ');
    const stream = await openLiveStream(b, cookie);
    if (stream.status !== 200) throw new Error(`the live stream on B answered ${stream.status}`);
    while (!stream.events.some((event) => event.event === 'connected')) await sleep(5);

    const latencies: number[] = [];
    const created = () => stream.changes().filter((change) => change.type === 'created');
    for (let i = 0; i < count; i += 1) {
      const before = created().length;
      const sent = performance.now();
      const answer = await fetch(`${a}/api/form-submit/popup`, {
        method: 'POST',
        headers: xhr,
        body: JSON.stringify({ name: `Bench ${i}`, email: `bench${i}@example.com`, phone: '01632 960000', page: '/' }),
      });
      if (answer.status !== 200) throw new Error(`lead ${i} answered ${answer.status}`);
      // One lead at a time: the next 'created' event is this lead's.
      while (created().length === before) {
        if (performance.now() - sent > 10_000) throw new Error(`no event for lead ${i} within 10 s`);
        await sleep(1);
      }
      latencies.push(created()[before]!.at - sent);
    }
    stream.close();

    const sorted = [...latencies].sort((x, y) => x - y);
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(`Live push across two instances on one PostgreSQL: ${count} leads sent through A, heard on B`);
    console.log(`  p50 ${ms(percentile(sorted, 50))}   p99 ${ms(percentile(sorted, 99))}   max ${ms(sorted.at(-1)!)}`);
    console.log('  (from sending the submission to the console receiving its event; includes the submission itself)');
  } finally {
    for (const server of servers) await server.stop();
    await onServer(values.database, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
