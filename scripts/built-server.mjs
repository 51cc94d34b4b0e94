// The built server (npm start's) on a fresh embedded database in a temporary folder, for the measuring scripts
// (measure:first-load, measure:cls, lighthouse). Needs `npm run build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium unless CHROMIUM_PATH names another; undefined lets the caller's tool pick its own. */
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Starts the server and resolves once it answers /healthz, with its base URL and a stop() that ends it and removes
 * its data. `env` adds settings (e.g. RATE_LIMITS=off for a tool that asks for a page many times from one address).
 */
export async function startBuiltServer(name, env = {}) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dataDir = mkdtempSync(join(tmpdir(), `sme-${name}-`));
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RETENTION_JOB: 'false',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  const exit = new Promise((resolve) => server.once('exit', resolve)).then(() => {
    exited = true;
  });
  const stop = async () => {
    if (!exited) server.kill('SIGTERM');
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // A fresh database migrates and seeds first: on a busy machine that takes a while.
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (exited) throw new Error('The server stopped before it answered /healthz (has npm run build run?)');
      const up = await fetch(`${base}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) return { base, stop };
      if (Date.now() > deadline) throw new Error(`The server did not answer on ${base} within 3 minutes.`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
