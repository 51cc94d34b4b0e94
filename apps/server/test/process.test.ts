import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('configuration', () => {
  it('names the bad setting in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid setting PORT="eighty": /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid setting DATABASE_URL="mysql://x": must start with postgres:// or postgresql://',
    );
  });

  it('refuses a console admin password under 12 characters, and one without the other, never echoing it', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.co.uk', ADMIN_PASSWORD: 'short pass' })).toThrow(
      'Invalid setting ADMIN_PASSWORD=(hidden): must be at least 12 characters',
    );
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@example.co.uk' })).toThrow(
      'Invalid setting ADMIN_PASSWORD="": must be set with ADMIN_EMAIL',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough password' })).toThrow(
      'Invalid setting ADMIN_EMAIL="": must be set with ADMIN_PASSWORD',
    );
  });

  it('serves a new user with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_ON_START: true });
    expect(config.DATABASE_URL).toBeUndefined();
  });
});

describe('the server process', () => {
  it('stops at start with one clear line and exit code 1 on a bad setting', async () => {
    const run = startMain({ PORT: '-1' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split('\n')).toEqual([expect.stringMatching(/^Invalid setting PORT="-1": /)]);
  });

  it('stops at start with exit code 1 when ADMIN_PASSWORD is too short', async () => {
    const run = startMain({ ADMIN_EMAIL: 'boss@example.co.uk', ADMIN_PASSWORD: 'eleven char' });
    expect(await run.exited).toBe(1);
    expect(run.output().trim().split('\n')).toEqual([
      'Invalid setting ADMIN_PASSWORD=(hidden): must be at least 12 characters',
    ]);
  });

  it('serves on the embedded database, then shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sme-main-'));
    const port = String(3300 + Math.floor(Math.random() * 500));
    const run = startMain({ PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      let health: Response | undefined;
      for (let i = 0; i < 100 && !health?.ok; i++) {
        await new Promise((r) => setTimeout(r, 200));
        health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
      }
      expect(health?.status, run.output()).toBe(200);
      expect(await health!.json()).toEqual({ status: 'ok', database: 'pglite' });
      const blog = await fetch(`http://127.0.0.1:${port}/api/blog/home`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(((await blog.json()) as { collections: unknown[] }).collections).toHaveLength(3);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
