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
