import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The compiled server, as npm start runs it (npm test builds before vitest). It also starts in a fraction of the
// CPU that tsx needs to compile the sources first, and these tests start about thirty servers.
const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** The real server process (npm start's entry) with only these settings, its output kept for assertions. */
export function startMain(env: Record<string, string>) {
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first.`);
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** A port nothing listens on now, from the system: a fixed range could hit another service (MariaDB is on 3306). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerRun = ReturnType<typeof startMain>;

/**
 * Waits until the instance on `port` answers 200 on /healthz. Fails as soon as it exits, or after `ms`, with what it
 * printed: a start that cannot succeed is not waited on, and a slow one says how far it got.
 */
export async function untilHealthy(port: number | string, run: ServerRun, ms = 180_000): Promise<void> {
  const began = Date.now();
  for (;;) {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(
      () => undefined,
    );
    await health?.arrayBuffer();
    if (health?.status === 200) return;
    const seconds = Math.round((Date.now() - began) / 1000);
    if (run.child.exitCode !== null || run.child.signalCode !== null) {
      throw new Error(
        `the instance on ${port} stopped (${run.child.exitCode ?? run.child.signalCode}) after ${seconds} s before it was healthy:\n${run.output()}`,
      );
    }
    if (Date.now() - began > ms) {
      throw new Error(
        `the instance on ${port} was not healthy after ${seconds} s (last answer: ${health?.status ?? 'none'}):\n${run.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The server started on a free port and healthy. The port is free when chosen but the server listens only once its
 * database is ready, seconds later, and meanwhile any outgoing connection on the machine may take it as its local
 * port: then the start is made again on another port, as an operator would.
 */
export async function startHealthy(
  env: Record<string, string>,
  { ms, choosePort = freePort }: { ms?: number; choosePort?: () => Promise<number> } = {},
): Promise<{ port: number; run: ServerRun }> {
  for (let attempt = 1; ; attempt++) {
    const port = await choosePort();
    const run = startMain({ ...env, PORT: String(port) });
    try {
      await untilHealthy(port, run, ms);
      return { port, run };
    } catch (error) {
      run.child.kill('SIGKILL');
      if (attempt === 3 || !run.output().includes('EADDRINUSE')) throw error;
    }
  }
}
