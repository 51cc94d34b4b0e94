// npm run bench [-- --duration 4 --rounds 3 --connections 10 --only contact,ssr --cpu-prof <dir>]
// How many requests a second the server answers, beside a bare Fastify that answers the same bytes from memory: the
// built server (embedded database in a temporary folder, seeded) and the bare one share a process of their own,
// autocannon runs here, so the server's work and the client's land on different cores. Needs `npm run build`.
// The ratio is the share of a do-nothing server's rate that the real pages and calls keep.
// --only runs the cases whose name holds one of the given words (`contact` is the contact-us case); --cpu-prof
// writes the server process's CPU profile into the given folder when it stops.
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { operationExamples } from '@sme/api/testing';
import { pacedLoad, type PacedRequest } from './paced-load.ts';
import { benchArgs, forkServer } from './server-process.ts';

const values = benchArgs({
  duration: { type: 'string', default: '4' },
  rounds: { type: 'string', default: '3' },
  connections: { type: 'string', default: '10' },
  only: { type: 'string' },
  'cpu-prof': { type: 'string' },
});

const onlyWords = (values.only ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);
/** Whether a case is to run: every case when --only is not given. */
const selected = (name: string) =>
  onlyWords.length === 0 || onlyWords.some((word) => name.toLowerCase().includes(word));
const contactCaseName = 'contact-us';

/** Both runs ask for compression as browsers do, so the bare server answers the same compressed bytes. */
const acceptEncoding = 'gzip, br';
const restHeaders = { 'x-requested-with': 'XMLHttpRequest' };
/** The documented example query of GET /api/cash-advance/get-data (axios' form of ids=[{term_id:1}]). */
const getDataPath = `/api/cash-advance/get-data?${new URLSearchParams({ 'ids[]': '{"term_id":1}' })}`;
/** Headers Node writes for each answer itself; the bare server copies every other header of the product's answer. */
const perAnswerHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
const contactRate = 200;
const contactSeconds = 10;

interface BenchCase {
  name: string;
  path: string;
  headers: Record<string, string>;
}
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}
type FromServer = { ports: { product: number; bare: number }; cases: BenchCase[] } | { enquiries: number };

if (values.serve) await serve();
else await measure();

/** The server's side: the real server and the bare one, alone in this process. */
async function serve() {
  const { openDatabase, seedDatabase } = await import('@sme/db');
  const { default: Fastify } = await import('fastify');
  const { buildServer } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const db = await openDatabase({ kind: 'pglite', dataDir: process.env.DATA_DIR! });
  await db.migrate();
  await seedDatabase(db.prisma);
  const app = await buildServer({ config: loadConfig(), db, web: 'build' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const productPort = (app.server.address() as { port: number }).port;

  const post = await db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
  const cases: BenchCase[] = [
    { name: 'SSR /', path: '/', headers: {} },
    { name: 'SSR /blogs', path: '/blogs', headers: {} },
    { name: 'SSR a post', path: `/blog-details/${encodeURIComponent(post.urlTitle)}`, headers: {} },
    { name: 'SSR /comercial-utility', path: '/comercial-utility', headers: {} },
    { name: 'SSR /privacy-policy', path: '/privacy-policy', headers: {} },
    { name: 'REST blog home', path: '/api/blog/home', headers: restHeaders },
    { name: 'REST get-data', path: getDataPath, headers: restHeaders },
  ].filter(({ name }) => selected(name));

  // The bare server: each case's real answer, fetched once, sent back from memory.
  const answers = new Map<string, Answer>();
  for (const benchCase of cases) {
    const answer = await fetchRaw(productPort, benchCase);
    if (answer.status !== 200) throw new Error(`${benchCase.path} answered ${answer.status}`);
    answers.set(benchCase.path, answer);
  }
  const bare = Fastify();
  bare.get('*', (req, reply) => {
    const answer = answers.get(req.url);
    if (!answer) return reply.code(404).send();
    return reply.code(answer.status).headers(answer.headers).send(answer.body);
  });
  await bare.listen({ host: '127.0.0.1', port: 0 });

  process.on('message', async (message) => {
    if (message === 'count') process.send!({ enquiries: await db.prisma.contactEnquiry.count() } satisfies FromServer);
    if (message === 'stop') {
      await bare.close();
      await app.close();
      await db.close();
      process.exit(0);
    }
  });
  const ports = { product: productPort, bare: (bare.server.address() as { port: number }).port };
  process.send!({ ports, cases } satisfies FromServer);
}

/** The answer's exact bytes (fetch would decompress them) and its headers. */
function fetchRaw(port: number, { path, headers }: BenchCase): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { ...headers, 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          // Every header the product sent (its security headers too), so both servers put the same bytes on the
          // wire; the ones Node writes for each answer itself are left to it.
          const kept: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string' && !perAnswerHeaders.has(name)) kept[name] = value;
          }
          resolve({ status: res.statusCode!, headers: kept, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The part of autocannon 9's API used here (the package ships no types). */
interface Histogram {
  average: number;
  p50: number;
  p99: number;
}
interface CannonResult {
  requests: Histogram;
  latency: Histogram;
  non2xx: number;
  errors: number;
}
interface CannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}
type Autocannon = (options: CannonOptions) => Promise<CannonResult>;

async function measure() {
  const duration = Math.max(1, Math.min(120, Number(values.duration) || 8));
  const connections = Math.max(1, Math.min(100, Number(values.connections) || 10));
  const roundCount = Math.max(1, Math.min(15, Number(values.rounds) || 3));
  const webDist = fileURLToPath(new URL('../../web/dist/client', import.meta.url));
  if (!existsSync(webDist)) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

  const cpuProfDir = values['cpu-prof'];
  const server = forkServer<FromServer>({
    script: import.meta.url,
    name: 'throughput',
    args: values.only ? ['--only', values.only] : [],
    execArgv: cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : [],
    env: { HOST: '127.0.0.1' },
  });
  const { ports, cases } = await server.next('ports');
  const enquiries = async () => {
    server.send('count');
    return (await server.next('enquiries')).enquiries;
  };

  const run = async (port: number, benchCase: BenchCase, warmUp: boolean) => {
    const options = {
      url: `http://127.0.0.1:${port}${benchCase.path}`,
      connections,
      headers: { ...benchCase.headers, 'accept-encoding': acceptEncoding },
    };
    if (warmUp) await autocannon({ ...options, duration: 2 }); // not counted
    const result = await autocannon({ ...options, duration });
    if (result.non2xx || result.errors) {
      console.warn(`${benchCase.name} on port ${port}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    return result;
  };

  const rows: string[] = [];
  for (const benchCase of cases) {
    // The two servers take turns, round after round: this machine's speed drifts by a third from one minute to the
    // next, and a ratio of two runs made minutes apart measured the drift as much as the server.
    const rounds: { product: CannonResult; bare: CannonResult; ratio: number }[] = [];
    for (let round = 0; round < roundCount; round += 1) {
      const product = await run(ports.product, benchCase, round === 0);
      const bare = await run(ports.bare, benchCase, round === 0);
      rounds.push({ product, bare, ratio: (product.requests.average / bare.requests.average) * 100 });
    }
    const { product, bare, ratio } = medianBy(rounds, (round) => round.ratio);
    rows.push(
      [
        benchCase.name,
        Math.round(product.requests.average).toLocaleString('en-GB'),
        Math.round(bare.requests.average).toLocaleString('en-GB'),
        `${ratio.toFixed(ratio < 10 ? 1 : 0)} %`,
        `${product.latency.p50} / ${product.latency.p99}`,
        rounds.map((one) => `${one.ratio.toFixed(0)} %`).join(', '),
      ].join(' | '),
    );
  }

  // Contact-us at a fixed rate, paced as visitors arrive (see paced-load.ts for why not autocannon's rate).
  const contact = selected(contactCaseName) ? await measureContact() : null;

  await server.stop();

  if (rows.length > 0) {
    console.log(
      `Throughput, ${connections} connections, ${roundCount} rounds of ${duration} s per server after a 2 s warm-up, ` +
        `the round with the median ratio shown (accept-encoding: ${acceptEncoding}):`,
    );
    console.log('case | product req/s | bare req/s | ratio | product p50/p99 ms | ratio each round');
    for (const row of rows) console.log(row);
  }
  if (contact) {
    const { result, stored } = medianBy(contact, (round) => round.result.p99);
    const statuses = Object.entries(result.statuses)
      .map(([status, count]) => `${status === '0' ? 'failed' : status}: ${count}`)
      .join(', ');
    console.log(
      `${contactCaseName} at ${contactRate}/s (one every ${1000 / contactRate} ms), ${contact.length} rounds of ` +
        `${contactSeconds} s after a 2 s warm-up, the round with the median p99 shown: ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max.toFixed(0)} ms, ` +
        `${Math.round(result.achievedRate)} answered/s, ${stored} enquiries stored (answers ${statuses}); ` +
        `p99 each round: ${contact.map((round) => round.result.p99.toFixed(1)).join(', ')} ms`,
    );
  }

  async function measureContact() {
    const example = operationExamples['POST /form-submit/contact-us']!.ok[0]!.body as Record<string, string>;
    const load = (seconds: number, firstSerial: number) =>
      pacedLoad({
        port: ports.product,
        rate: contactRate,
        seconds,
        next: (serial) => enquiry(firstSerial + serial),
      });
    const enquiry = (serial: number): PacedRequest => ({
      method: 'POST',
      path: '/api/form-submit/contact-us',
      headers: { ...restHeaders, 'content-type': 'application/json' },
      // Every request a distinct, valid enquiry, so each one is stored as a visitor's would be.
      body: JSON.stringify({
        ...example,
        email: `bench.${serial}@example.co.uk`,
        message: `${example.message} (#${serial})`,
      }),
    });
    await load(2, 1_000_000); // warm-up, not counted, as for the other cases
    // Rounds, as for the other cases: one stall of the machine moves a single run's p99 by tens of milliseconds.
    const rounds = [];
    for (let round = 0; round < roundCount; round += 1) {
      const before = await enquiries();
      const result = await load(contactSeconds, round * contactRate * contactSeconds);
      rounds.push({ result, stored: (await enquiries()) - before });
    }
    return rounds;
  }
}

/** The middle item by the given measure (the lower middle of an even count). */
function medianBy<T>(items: T[], measure: (item: T) => number): T {
  const sorted = [...items].sort((a, b) => measure(a) - measure(b));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
