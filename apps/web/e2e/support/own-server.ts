// A server of a worker's own for the browser tests that change what every page shows (published posts, the finance
// figures): the same harness as the shared server (an embedded database of its own, seeded; the same settings), on
// ports of its own, so what these tests change appears on no page another spec checks.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import config from '../../../../playwright.config.ts';
import { seededCopy } from '../harness/data-folders.ts';

const root = resolve(import.meta.dirname, '../../../..');
const webServer = config.webServer as { command: string; env: Record<string, string> };
/** The shared server's port: each kind of own server takes ports above it, two per worker. */
const sharedPort = Number(new URL(config.use!.baseURL!).port);

/** How long a starting server has to answer /healthz: it copies the shared server's seeded database first. */
const START_MS = 120_000;

/** What a failed probe says, for the error a start that never answered ends with. */
function probeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause?.code;
  return cause ?? (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
}

async function healthy(url: string, server: ChildProcess, what: string): Promise<void> {
  const started = Date.now();
  let last = 'nothing yet';
  while (Date.now() - started < START_MS) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`the ${what} server stopped (${server.signalCode ?? `exit ${server.exitCode}`})`);
    }
    try {
      // Each probe has its own limit: a server that takes the connection and never answers must not hold the fixture
      // past its timeout, which would hide what the server last said.
      const answer = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (answer.ok) return;
      last = `${answer.status} ${await answer.text()}`;
    } catch (error) {
      last = probeFailure(error);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(
    `the ${what} server did not answer on ${url} within ${START_MS / 1000} s; its /healthz last: ${last}`,
  );
}

/** How long a server has to stop after SIGTERM before it is killed: its stop closes the database cleanly first. */
const STOP_MS = 15_000;

/**
 * Stops the server; one that has not stopped within STOP_MS is killed, so a stop that hangs (a database query that
 * never returns) cannot hold the worker past its fixture's timeout and hide the error the test ended with.
 */
async function stop(server: ChildProcess, what: string): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((done) => (timer = setTimeout(() => done('late'), STOP_MS)));
  try {
    if ((await Promise.race([exited, late])) !== 'late') return;
  } finally {
    clearTimeout(timer);
  }
  console.error(`the ${what} server had not stopped ${STOP_MS / 1000} s after SIGTERM: killed`);
  server.kill('SIGKILL');
  await exited;
}

/**
 * A worker fixture that starts the harness server at `sharedPort + offset + 2 × worker` (each worker's own; the
 * second port is its side port), hands its address to the tests and stops it after them.
 */
export function ownServer(
  what: string,
  offset: number,
): [
  (args: object, use: (url: string) => Promise<void>, workerInfo: { parallelIndex: number }) => Promise<void>,
  { scope: 'worker'; timeout: number },
] {
  return [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use: (url: string) => Promise<void>, workerInfo: { parallelIndex: number }) => {
      const port = sharedPort + offset + 2 * workerInfo.parallelIndex;
      const url = `http://127.0.0.1:${port}`;
      const server = spawn(process.execPath, ['--import', 'tsx', 'apps/web/e2e/harness/server.ts'], {
        cwd: root,
        // From a copy of the shared server's database as seeded (harness/server.ts).
        env: { ...process.env, ...webServer.env, PORT: String(port), E2E_DATABASE_FROM: seededCopy(sharedPort) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await healthy(url, server, what);
        await use(url);
      } finally {
        await stop(server, what);
      }
    },
    // Starting the server copies a seeded embedded database: healthy() allows it START_MS and says so, and
    // stop() allows STOP_MS, both well inside this.
    { scope: 'worker', timeout: 180_000 },
  ];
}
