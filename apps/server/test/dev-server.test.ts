import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, untilHealthy, type ServerRun } from './main-process.ts';

// npm run dev (the server's sources under tsx, NODE_ENV=development): the pages a developer sees are the islands pages
// from their current sources (Astro's dev server), with the production server's routes, headers and forms in front of
// them, and the console from the same Vite. A process of its own, as a developer starts it.
const repo = fileURLToPath(new URL('../../..', import.meta.url));

describe('npm run dev', () => {
  let run: ServerRun;
  let base: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'sme-dev-'));
  const get = (path: string, init?: RequestInit) => fetch(base + path, { redirect: 'manual', ...init });
  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: repo,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    run = { child, exited, output: () => output };
    await untilHealthy(port, run, 120_000);
  }, 150_000);
  afterAll(async () => {
    run?.child.kill('SIGTERM');
    await run?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves a public page as islands whose code comes from the sources, under the page policy', async () => {
    const res = await get('/contact');
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<title>Contact Us | SME Compare</title>');
    // The enquiry form is an island, loaded from its source file, not from a build.
    expect(html).toMatch(/<astro-island[^>]*component-url="\/src\/islands\/parts\/ContactFormIsland\.tsx"/);
    expect(html).toContain('<script type="module" src="/@vite/client">');
    // Every inline script the page runs (Astro's island loader, React's refresh runtime) is allowed by its hash.
    const scriptSources = /script-src ([^;]*)/.exec(String(res.headers.get('content-security-policy')))![1]!.split(' ');
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, code] of inline) {
      expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(code!, 'utf8').digest('base64')}'`);
    }
  });

  it('answers an unknown address with the islands 404 page', async () => {
    const res = await get('/no-such-page');
    const html = await res.text();
    expect(res.status).toBe(404);
    expect(html).toContain('Page not found !');
  });

  it('serves the modules a page asks for, and leaves the API and the console to the server', async () => {
    const island = await get('/src/islands/parts/ContactFormIsland.tsx');
    expect(island.status).toBe(200);
    expect(island.headers.get('content-type')).toMatch(/javascript/);
    const client = await get('/@vite/client');
    expect(client.status).toBe(200);

    const api = await get('/healthz');
    expect(api.status).toBe(200);
    expect(api.headers.get('content-type')).toMatch(/json/);
    const consolePage = await get('/admin');
    const consoleHtml = await consolePage.text();
    expect(consolePage.status).toBe(200);
    expect(consolePage.headers.get('cache-control')).toBe('no-store');
    expect(consoleHtml).toContain('/@vite/client');
    expect(consoleHtml).toMatch(/src="\/src\/staff\/[^"]+\.tsx"/);
  });

  it('serves the site’s pictures from apps/web/public', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/svg/);
    expect(await res.text()).toContain('<svg');
  });

  it('takes a plain form sent before its code, as the build does', async () => {
    const res = await get('/contact', {
      method: 'POST',
      body: 'form=enquiry',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const html = await res.text();
    // Refused (nothing filled in): the page again, with the problems, from the sources.
    expect(res.status).toBe(422);
    expect(html).toContain('<title>Contact Us | SME Compare</title>');
  });
});
