import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
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

/** Throws, with what the process printed, once it has exited or `ms` have passed since `began`. */
function stillStarting(run: ServerRun, began: number, ms: number, waitingFor: string) {
  const seconds = Math.round((Date.now() - began) / 1000);
  if (run.child.exitCode !== null || run.child.signalCode !== null) {
    const end = run.child.exitCode ?? run.child.signalCode;
    throw new Error(`the server stopped (${end}) after ${seconds} s, before ${waitingFor}:\n${run.output()}`);
  }
  if (Date.now() - began > ms) throw new Error(`no ${waitingFor} after ${seconds} s:\n${run.output()}`);
}

/**
 * Waits until the instance on `port` answers 200 on /healthz. Fails as soon as it exits, or after `ms`, with what it
 * printed: a start that cannot succeed is not waited on, and a slow one says how far it got.
 */
export async function untilHealthy(port: number, run: ServerRun, ms = 180_000): Promise<void> {
  const began = Date.now();
  for (;;) {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) }).catch(
      () => undefined,
    );
    await health?.arrayBuffer();
    if (health?.status === 200) return;
    stillStarting(run, began, ms, `a healthy answer on ${port} (last: ${health?.status ?? 'none'})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The TCP ports a process listens on, from the system's socket tables (Linux's /proc). */
function listeningPorts(pid: number): number[] {
  const sockets = new Set<string>();
  for (const fd of readdirOrEmpty(`/proc/${pid}/fd`)) {
    const inode = /^socket:\[(\d+)\]$/.exec(readLinkOrEmpty(`/proc/${pid}/fd/${fd}`))?.[1];
    if (inode) sockets.add(inode);
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      // sl local_address rem_address st … inode: state 0A is LISTEN.
      const columns = line.trim().split(/\s+/);
      if (columns[3] === '0A' && sockets.has(columns[9]!)) ports.push(parseInt(columns[1]!.split(':')[1]!, 16));
    }
  }
  return ports;
}

function readdirOrEmpty(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return []; // the process has exited
  }
}

function readLinkOrEmpty(path: string): string {
  try {
    return readlinkSync(path);
  } catch {
    return ''; // closed since the folder was read
  }
}

/**
 * The server started on a port the system gives it (PORT=0), once it is healthy. A port chosen free beforehand was
 * free only then: the server listens once its database is ready, seconds later, and any other listener on the
 * machine could take the port meanwhile (the server then stopped on EADDRINUSE, or another one answered for it).
 */
export async function startHealthy(
  env: Record<string, string>,
  ms = 180_000,
): Promise<{ port: number; run: ServerRun }> {
  const run = startMain({ ...env, PORT: '0' });
  const began = Date.now();
  try {
    let port: number | undefined;
    while (!(port = listeningPorts(run.child.pid!)[0])) {
      stillStarting(run, began, ms, 'a listening port');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await untilHealthy(port, run, ms - (Date.now() - began));
    return { port, run };
  } catch (error) {
    run.child.kill('SIGKILL');
    throw error;
  }
}
