import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startHealthy, startMain, untilHealthy } from './main-process.ts';

// The process tests start about thirty servers beside tests that open listeners and connections all the time. A start
// that cannot listen (here: its port is the local end of another connection) ends in EADDRINUSE once its database is
// ready; one CI run's wait polled on for 90 s and said only "gave up waiting: the instance to be healthy".

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A port held the way the suite's traffic holds one: as the local end of an open outgoing connection. */
async function portHeldByAConnection(): Promise<number> {
  const accepted: Socket[] = [];
  const listener: Server = createServer((socket) => accepted.push(socket));
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as { port: number };
  const outgoing = await new Promise<Socket>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
  });
  cleanups.push(() => {
    for (const socket of [outgoing, ...accepted]) socket.destroy();
    listener.close();
  });
  return outgoing.localPort!;
}

function dataDir() {
  const folder = mkdtempSync(join(tmpdir(), 'sme-port-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  return { HOST: '127.0.0.1', DATA_DIR: folder, SEED_ON_START: 'false', RETENTION_JOB: 'false' };
}

describe('starting the server process for a test', { timeout: 120_000 }, () => {
  it('reports a start that cannot listen at once, with the reason, instead of waiting it out', async () => {
    const held = await portHeldByAConnection();
    const run = startMain({ ...dataDir(), PORT: String(held) });
    cleanups.push(() => run.child.kill('SIGKILL'));
    // Waiting up to ten minutes: only the fail-fast keeps this within the test's two.
    await expect(untilHealthy(held, run, 600_000)).rejects.toThrow(/stopped \(1\)[\s\S]*EADDRINUSE/);
  });

  it('starts on a port the system gives the server, found from the sockets it listens on', async () => {
    const { port, run } = await startHealthy(dataDir());
    cleanups.push(() => run.child.kill('SIGKILL'));
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
