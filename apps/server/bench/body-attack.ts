// npm run bench:attack [-- --seconds 15 --senders 4 --rate 3.7]
// Whether oversized bodies can starve everyone else: the real server (embedded database in a temporary folder) in
// a process of its own, /healthz timed every 100 ms, first alone, then while 4 senders post ~900 kB JSON arrays and
// 60,000-key bodies at 3.7 calls a second each. Prints /healthz p50/p95/max both ways and the server's CPU time per
// refused body. Throttling is off (RATE_LIMITS=off), so the figures show what the body limits do on their own.
import { benchArgs, forkServer } from './server-process.ts';

const values = benchArgs({
  seconds: { type: 'string', default: '15' },
  senders: { type: 'string', default: '4' },
  rate: { type: 'string', default: '3.7' },
});

type FromServer = { port: number } | { cpuMs: number };

if (values.serve) await serve();
else await attack();

/** The server's side: alone in its process, so the senders' own work does not count against it. */
async function serve() {
  const { openDatabase, seedDatabase } = await import('@sme/db');
  const { buildServer } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const db = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR! });
  await db.migrate();
  await seedDatabase(db.prisma);
  const app = await buildServer({ config: loadConfig(), db });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  process.on('message', async (message) => {
    if (message === 'cpu') process.send!({ cpuMs: cpuMs() } satisfies FromServer);
    if (message === 'stop') {
      await app.close();
      await db.close();
      process.exit(0);
    }
  });
  process.send!({ port: (app.server.address() as { port: number }).port } satisfies FromServer);
}

async function attack() {
  const seconds = Math.max(3, Math.min(120, Number(values.seconds) || 15));
  const senders = Math.max(1, Math.min(16, Number(values.senders) || 4));
  const rate = Math.max(0.1, Math.min(50, Number(values.rate) || 3.7));
  const server = forkServer<FromServer>({ script: import.meta.url, name: 'attack', env: { RATE_LIMITS: 'off' } });
  const serverCpu = async () => {
    server.send('cpu');
    return (await server.next('cpuMs')).cpuMs;
  };
  const base = `http://127.0.0.1:${(await server.next('port')).port}`;

  // What the attack sent: a ~900 kB array of location facts, and an object of 60,000 keys (~650 kB).
  const bigArray = JSON.stringify({
    location_data: Array.from({ length: 29_500 }, (_, i) => ({ label: `L${i}`, value: 'GB' })),
    take_payment: 'Face To Face',
  });
  const manyKeys = JSON.stringify(Object.fromEntries(Array.from({ length: 60_000 }, (_, i) => [`k${i}`, 1])));
  const bodies = [bigArray, manyKeys];
  const headers = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

  for (let i = 0; i < 20; i += 1) await fetch(`${base}/healthz`).then((r) => r.arrayBuffer()); // warm up

  const probe = async (forMs: number) => {
    const times: number[] = [];
    const until = performance.now() + forMs;
    while (performance.now() < until) {
      const started = performance.now();
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await sleep(Math.max(0, 100 - (performance.now() - started)));
    }
    return times;
  };

  const cpuIdleStart = await serverCpu();
  const idleStarted = performance.now();
  const quiet = await probe(5_000);
  const idleCpuPerMs = ((await serverCpu()) - cpuIdleStart) / (performance.now() - idleStarted);

  const statuses = new Map<string, number>();
  const count = (key: string) => void statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const sent: Promise<void>[] = [];
  let stop = false;
  const sender = async (offset: number) => {
    await sleep(offset);
    for (let n = 0; !stop; n += 1) {
      const body = bodies[n % bodies.length]!;
      sent.push(
        fetch(`${base}/api/cash-advance/store`, { method: 'POST', headers, body })
          .then(async (response) => {
            await response.arrayBuffer();
            count(String(response.status));
          })
          .catch((error: Error & { cause?: { code?: string } }) => count(error.cause?.code ?? error.name)),
      );
      await sleep(1000 / rate);
    }
  };
  const cpuAttackStart = await serverCpu();
  const attackStarted = performance.now();
  const senderRuns = Array.from({ length: senders }, (_, i) => sender((i * 1000) / rate / senders));
  const underAttack = await probe(seconds * 1000);
  stop = true;
  await Promise.all(senderRuns);
  await Promise.all(sent);
  const attackMs = performance.now() - attackStarted;
  const attackCpu = (await serverCpu()) - cpuAttackStart - idleCpuPerMs * attackMs;

  await server.stop();

  const total = [...statuses.values()].reduce((a, b) => a + b, 0);
  const summary = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (${sorted.length} probes)`;
  };
  console.log(
    `Bodies: ${(bigArray.length / 1024).toFixed(0)} kB array, ${(manyKeys.length / 1024).toFixed(0)} kB of 60,000 keys`,
  );
  console.log(`/healthz alone:          ${summary(quiet)}`);
  console.log(`/healthz under attack:   ${summary(underAttack)} (goal: p50 under 50 ms)`);
  console.log(
    `attack: ${senders} senders x ${rate}/s for ${seconds} s, ${total} bodies, answers ${[...statuses]
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ')}`,
  );
  console.log(`server CPU per attack body (above idle): ${(attackCpu / Math.max(1, total)).toFixed(2)} ms`);
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
