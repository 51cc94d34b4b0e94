import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startHealthy, startMain } from './main-process.ts';
import { loadConfig } from '../src/config.ts';

describe('configuration', () => {
  it('names the bad setting in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid setting PORT="eighty": /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      'Invalid setting DATABASE_URL="mysql://x": must start with postgres:// or postgresql://',
    );
  });

  it.each([
    [
      'a console admin password under 12 characters',
      { ADMIN_EMAIL: 'boss@example.co.uk', ADMIN_PASSWORD: 'short pass' },
      'Invalid setting ADMIN_PASSWORD=(hidden): must be at least 12 characters',
    ],
    [
      'a console admin e-mail without its password',
      { ADMIN_EMAIL: 'boss@example.co.uk' },
      'Invalid setting ADMIN_PASSWORD="": must be set with ADMIN_EMAIL',
    ],
    [
      'a console admin password without its e-mail',
      { ADMIN_PASSWORD: 'long enough password' },
      'Invalid setting ADMIN_EMAIL="": must be set with ADMIN_PASSWORD',
    ],
    [
      'a webhook without its secret',
      { WEBHOOK_URL: 'https://crm.example.com/hooks' },
      'Invalid setting WEBHOOK_SECRET="": must be set with WEBHOOK_URL',
    ],
    [
      'a webhook secret under 16 characters',
      { WEBHOOK_URL: 'https://crm.example.com/hooks', WEBHOOK_SECRET: 'short' },
      'Invalid setting WEBHOOK_SECRET=(hidden): must be at least 16 characters',
    ],
    [
      'an SMTP_URL that is not SMTP',
      { SMTP_URL: 'http://user:pass@mail.example.com' },
      'Invalid setting SMTP_URL=(hidden): must start with smtp:// or smtps://',
    ],
    [
      'a scheduling service API address that is not one',
      { CALENDLY_API_URL: 'api.calendly.com' },
      'Invalid setting CALENDLY_API_URL="api.calendly.com": must be an https:// or http:// address',
    ],
    [
      'a scheduling service token too short to be one',
      { CALENDLY_TOKEN: 'abc123' },
      'Invalid setting CALENDLY_TOKEN=(hidden): must be a personal access token from the scheduling service',
    ],
    [
      'a LEAD_NOTIFY_TO that is not all e-mail addresses',
      { LEAD_NOTIFY_TO: 'sales@example.co.uk, nobody' },
      'Invalid setting LEAD_NOTIFY_TO="sales@example.co.uk, nobody": must be e-mail addresses separated by commas',
    ],
  ])('refuses %s, in one line that never echoes a secret', (_what, env, line) => {
    expect(() => loadConfig(env)).toThrow(line);
  });

  it('reads LEAD_NOTIFY_TO as a list of addresses', () => {
    expect(loadConfig({ LEAD_NOTIFY_TO: ' sales@example.co.uk,boss@example.co.uk ' }).LEAD_NOTIFY_TO).toEqual([
      'sales@example.co.uk',
      'boss@example.co.uk',
    ]);
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

  // Starting makes a new database (initdb, migrations, seed): seconds on an idle machine, far longer on a busy one.
  it('serves on the embedded database, then shuts down cleanly on SIGTERM', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sme-main-'));
    const { port, run } = await startHealthy({ HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
      const blog = await fetch(`http://127.0.0.1:${port}/api/blog/home`, {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(((await blog.json()) as { collections: unknown[] }).collections).toHaveLength(3);
      // A REST answer over a real socket is sent once: no second write, no error logged for it.
      expect(run.output()).not.toContain('Reply was already sent');
      expect(run.output()).not.toContain('"level":50');
      // Lead delivery without its settings: one line each, and nothing is sent.
      const said = (message: string) =>
        run
          .output()
          .split('\n')
          .filter((line) => line.includes(`"msg":"${message}"`));
      expect(said('lead e-mails are off: SMTP_URL is not set')).toHaveLength(1);
      expect(said('lead webhook is off: WEBHOOK_URL is not set')).toHaveLength(1);
      expect(said('booking details are off: CALENDLY_TOKEN is not set')).toHaveLength(1);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    } finally {
      run.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
