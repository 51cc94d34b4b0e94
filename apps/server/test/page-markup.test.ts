import type { Database } from '@sme/db';
import { openTestDatabase } from '@sme/db/testing';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { inlineScriptHashes } from '../src/http/inline-scripts.ts';
import { startEnergyLead } from './test-server.ts';

// What a visitor types must land in the page as text: never read as a replacement pattern, never end a script.
const trickyName = "Dollar $' Sign $` Ltd $& </script><!-- <b>x</b>";
const escapedName = 'Dollar $&#x27; Sign $` Ltd $&amp; &lt;/script&gt;&lt;!-- &lt;b&gt;x&lt;/b&gt;';

describe('inlineScriptHashes', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

  it('allows exactly the text of each inline script a browser runs, and nothing for files or data', () => {
    const classic = '\n      globalThis.__zod_globalConfig = { jitless: true };\n    ';
    const module = 'import "/@vite/client"';
    const template = [
      `<script>${classic}</script>`,
      `<script type="module">${module}</script>`,
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script id="ssr-state" type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join('\n');
    expect(inlineScriptHashes(template)).toEqual([sha256(classic), sha256(module)]);
  });
});

describe('a page showing a business name with $ patterns and </script>', () => {
  let app: FastifyInstance;
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase('pglite', { seed: true });
    app = await buildServer({ config: loadConfig({ LOG_LEVEL: 'silent' }), db, web: 'build' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it('renders the booking page once, with the name once as text and in no script', async () => {
    const id = await startEnergyLead(app, trickyName);

    const res = await app.inject({ method: 'GET', url: `/calendly/commercial-utility/${id}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // One document: nothing of the name was read as markup or as a replacement pattern.
    expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(html.match(/<\/html>/g)).toHaveLength(1);
    expect(html).toContain('<footer');

    // The name shows once, escaped, in the page's markup; no script (an island's props included) holds it, so none
    // can be closed by it.
    expect(html.split(escapedName)).toHaveLength(2);
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toContain('Dollar');
    const islandProps = [...html.matchAll(/<astro-island\b[^>]*\bprops="([^"]*)"/g)].map((match) => match[1]!);
    for (const props of islandProps) expect(props).not.toContain('Dollar');
  });
});
