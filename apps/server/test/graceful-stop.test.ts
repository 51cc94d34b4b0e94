import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startHealthy, type ServerRun } from './main-process.ts';

// How an instance stops when an orchestrator stops it (SIGTERM) with a load balancer in front: it says so on
// /healthz at once, serves on while the balancer notices, then stops taking connections and finishes what it has.

const DRAIN_MS = 4000;
const popup = JSON.stringify({ name: 'Sam Taylor', email: 'sam@example.co.uk', phone: '07700 900456' });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request on a connection the client would keep open, unless the server says otherwise. */
function ask(port: number, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          connection: 'keep-alive',
          'x-requested-with': 'XMLHttpRequest',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

/** Whether a new connection is refused: the instance has stopped listening. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function until<T>(what: string, ms: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await probe().catch(() => undefined);
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

describe('the stop and slow-client settings', () => {
  it('drain 5 s and give a request 30 s by default', () => {
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_DRAIN_MS: 5000, REQUEST_TIMEOUT_MS: 30_000 });
  });

  it.each([
    ['SHUTDOWN_DRAIN_MS', '-1'],
    ['SHUTDOWN_DRAIN_MS', 'soon'],
    ['REQUEST_TIMEOUT_MS', '0'],
    ['REQUEST_TIMEOUT_MS', '30s'],
  ])('refuses %s=%s in one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}="${value}": `));
  });
});

describe('stopping the server process', () => {
  const folders: string[] = [];
  const runs: ServerRun[] = [];
  afterEach(() => {
    for (const run of runs.splice(0)) run.child.kill('SIGKILL');
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  async function started(env: Record<string, string>) {
    const dataDir = mkdtempSync(join(tmpdir(), 'sme-stop-'));
    folders.push(dataDir);
    // Starting makes a new database (initdb, migrations): seconds on an idle machine, far longer on a busy one.
    const instance = await startHealthy({
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      RETENTION_JOB: 'false',
      RATE_LIMITS: 'off',
      ...env,
    });
    runs.push(instance.run);
    return instance;
  }

  it(
    'on SIGTERM, answers 503 on /healthz at once, serves through the drain, then finishes what is in flight',
    { timeout: 240_000 },
    async () => {
      const { port, run } = await started({ SHUTDOWN_DRAIN_MS: String(DRAIN_MS) });
      // A submission whose body is still arriving when the instance stops accepting connections.
      const inFlight = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/form-submit/popup',
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(popup),
        },
      });
      const inFlightAnswer = new Promise<number>((resolve, reject) => {
        inFlight.on('response', (response) => {
          response.resume();
          resolve(response.statusCode!);
        });
        inFlight.on('error', reject);
      });
      inFlight.write(popup.slice(0, 10));
      inFlight.flushHeaders();
      // And one whose headers are still arriving then.
      const late = await new Promise<Socket>((resolve) => {
        const socket = connect(port, '127.0.0.1', () => resolve(socket));
      });
      let lateAnswer = '';
      late.on('data', (chunk: Buffer) => (lateAnswer += chunk.toString('latin1')));
      const lateClosed = new Promise((resolve) => late.once('close', resolve));
      late.write('POST /api/form-submit/popup HTTP/1.1\r\nHost: 127.0.0.1\r\n');

      const signalled = Date.now();
      run.child.kill('SIGTERM');
      const health = await until('/healthz to answer 503', 2000, async () => {
        const answer = await ask(port, 'GET', '/healthz');
        return answer.status === 503 ? answer : undefined;
      });
      expect(Date.now() - signalled).toBeLessThan(1000);
      expect(JSON.parse(health.body)).toEqual({ status: 'stopping', database: 'pglite' });

      // Still serving: the proxy has not noticed yet. The answer closes its connection, so the client's next
      // request opens a new one, which a proxy sends to another instance.
      const during = await ask(port, 'POST', '/api/form-submit/popup', popup);
      expect(during.status, during.body).toBe(200);
      expect(during.headers.connection).toBe('close');
      expect(Date.now() - signalled).toBeLessThan(DRAIN_MS);

      await until('new connections to be refused', DRAIN_MS + 5000, async () =>
        (await refused(port)) ? true : undefined,
      );
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS - 100);

      inFlight.end(popup.slice(10));
      expect(await inFlightAnswer).toBe(200);
      const otherPopup = popup.replace('sam@', 'sam.late@');
      late.write(
        'X-Requested-With: XMLHttpRequest\r\nContent-Type: application/json\r\n' +
          `Content-Length: ${Buffer.byteLength(otherPopup)}\r\n\r\n${otherPopup}`,
      );
      await lateClosed;
      expect(lateAnswer).toMatch(/^HTTP\/1\.1 200 /);
      expect(await run.exited).toBe(0);
      expect(run.output()).not.toContain('"level":50');
    },
  );

  it('on SIGINT (Ctrl+C at a terminal), stops at once without a drain', { timeout: 240_000 }, async () => {
    const { run } = await started({ SHUTDOWN_DRAIN_MS: '60000' });
    const signalled = Date.now();
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
  });
});
