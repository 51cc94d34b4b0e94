// A server of a worker's own for the browser tests that change what every page shows (published posts, the finance
// figures): the same harness as the shared server (a fresh embedded database, seeded; the same settings), on ports of
// its own, so what these tests change appears on no page another spec checks.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import config from '../../../../playwright.config.ts';

const root = resolve(import.meta.dirname, '../../../..');
const webServer = config.webServer as { command: string; env: Record<string, string> };
/** The shared server's port: each kind of own server takes ports above it, two per worker. */
const sharedPort = Number(new URL(config.use!.baseURL!).port);

async function healthy(url: string, server: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the ${what} server stopped (exit ${server.exitCode})`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`the ${what} server did not answer on ${url} within 2 minutes`);
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
        env: { ...process.env, ...webServer.env, PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        await healthy(url, server, what);
        await use(url);
      } finally {
        if (server.exitCode === null) {
          server.kill('SIGTERM');
          await once(server, 'exit');
        }
      }
    },
    // Starting the server migrates and seeds a fresh embedded database; healthy() allows it 2 min and says so first.
    { scope: 'worker', timeout: 180_000 },
  ];
}
