import { openTestDatabase } from '@sme/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startMain, untilHealthy } from '../main-process.ts';
import { startNginx } from './nginx.ts';
import { submitPopup, type Answer } from './visitors.ts';

// A rolling restart as an operator does one: two instances on one PostgreSQL database behind nginx with the
// settings docker-compose.yml ships, a steady stream of lead submissions through nginx, then instance A killed
// (kill -9) and started again, and once it is healthy, B stopped the orderly way (SIGTERM) a second later and started
// again. Before, 373 of the submissions sent while this happened were answered 502: B stopped accepting the moment
// SIGTERM arrived, and nginx still held A out for 10 s after its restart. PostgreSQL only: the embedded database
// serves one process.

const serverUrl = process.env.TEST_DATABASE_URL;
const RATE_PER_SECOND = 40;
/** Submissions before the first kill and after the last restart, so the stream surrounds every change. */
const MARGIN_MS = 2000;

interface TimedAnswer extends Answer {
  /** Milliseconds after the stream started, to place a failure among the steps. */
  at: number;
}

describe.skipIf(!serverUrl)('a rolling restart behind nginx (PostgreSQL)', () => {
  let db: Awaited<ReturnType<typeof openTestDatabase>>;
  let proxy: ReturnType<typeof startNginx>;
  let proxyPort: number;
  const ports: number[] = [];
  const instances: ReturnType<typeof startMain>[] = [];

  function start(index: number) {
    instances[index] = startMain({
      PORT: String(ports[index]),
      HOST: '127.0.0.1',
      DATABASE_URL: db.url!,
      RATE_LIMITS: 'off',
      RETENTION_JOB: 'false',
      // The proxy is the client: its X-Forwarded-For is believed, as in docker-compose.yml.
      TRUST_PROXY: '127.0.0.1',
    });
    return instances[index];
  }

  beforeAll(async () => {
    db = await openTestDatabase('postgres', { seed: true });
    ports.push(await freePort(), await freePort());
    proxyPort = await freePort();
    await Promise.all([0, 1].map((i) => untilHealthy(ports[i]!, start(i))));
    proxy = startNginx(ports, proxyPort);
    const until = Date.now() + 10_000;
    while (!(await fetch(`http://127.0.0.1:${proxyPort}/healthz`).catch(() => undefined))?.ok) {
      if (proxy.child.exitCode !== null || Date.now() > until) throw new Error(`nginx did not serve: ${proxy.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    for (const run of instances) run?.child.kill('SIGKILL');
    await Promise.all(instances.map((run) => run?.exited));
    await proxy?.stop();
    await db?.close();
  });

  it('answers every submission 2xx and stores each acknowledged one exactly once', async () => {
    const answers: Promise<TimedAnswer>[] = [];
    const started = performance.now();
    let sending = true;
    const submit = async (n: number): Promise<TimedAnswer> => {
      const answer = await submitPopup(proxyPort, 'Sam Rolling', `rolling.${n}@example.co.uk`);
      return { ...answer, at: Math.round(performance.now() - started) };
    };
    const stream = (async () => {
      for (let n = 0; sending; n++) {
        // A steady open stream, as visitors send: each one on time whether or not earlier ones were answered.
        const due = started + (n * 1000) / RATE_PER_SECOND;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        answers.push(submit(n));
      }
    })();

    const steps: string[] = [];
    const step = (what: string) => steps.push(`${Math.round(performance.now() - started)} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, MARGIN_MS));
    step('kill -9 A');
    instances[0]!.child.kill('SIGKILL');
    await instances[0]!.exited;
    step('start A');
    await untilHealthy(ports[0]!, start(0));
    step('A healthy');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    step('SIGTERM B');
    instances[1]!.child.kill('SIGTERM');
    expect(await instances[1]!.exited).toBe(0);
    step('B stopped; start B');
    await untilHealthy(ports[1]!, start(1));
    step('B healthy');
    await new Promise((resolve) => setTimeout(resolve, MARGIN_MS));
    sending = false;
    await stream;
    const all = await Promise.all(answers);
    step(`${all.length} submissions answered`);

    const failed = all.filter((answer) => answer.status < 200 || answer.status > 299);
    const context = `${steps.join('\n')}\n${failed.length} failed: ${JSON.stringify(failed.slice(0, 20))}\n${proxy.log().slice(-4000)}`;
    expect(all.length, context).toBeGreaterThan(RATE_PER_SECOND * 10);
    expect(failed, context).toEqual([]);

    // Each acknowledged submission is in the inbox once, even one nginx sent to the other instance after the first
    // died with it: the server takes a repeated lead form once.
    const reader = new pg.Client({ connectionString: db.url });
    await reader.connect();
    try {
      const { rows } = await reader.query<{ email: string; copies: number }>(
        `SELECT email, count(*)::int AS copies FROM "PopupLead" WHERE email LIKE 'rolling.%' GROUP BY email`,
      );
      const stored = new Map(rows.map((row) => [row.email, row.copies]));
      const missing = all.filter((answer) => !stored.has(answer.email)).map((answer) => answer.email);
      expect(missing, context).toEqual([]);
      expect(
        rows.filter((row) => row.copies !== 1),
        context,
      ).toEqual([]);
    } finally {
      await reader.end();
    }
  });
});
