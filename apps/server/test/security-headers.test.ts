import type { Database } from '@sme/db';
import { openTestDatabase } from '@sme/db/testing';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startEnergyLead, xhr } from './test-server.ts';

// Pages come from the build (npm test builds before it tests), as the site serves them.
let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('pglite', { seed: true });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SITE_SCHEDULING_URL: 'https://calendly.com/example-team/intro-call',
    SITE_MAP_EMBED_URL: 'https://maps.example.org/embed?place=office',
  });
  app = await buildServer({ config, db, web: 'build' });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** The policy's directives by name, each with its sources. */
function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The opening tag of every <script> in the page. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

describe('Content-Security-Policy of pages', () => {
  it.each(['/', '/contact', '/blogs', '/business-loan', '/admin', '/no-such-page'])(
    "%s lets no inline script run but the page template's own, each allowed by the hash of its text",
    async (url) => {
      const [first, second] = [await get(url), await get(url)];
      // One policy for every answer of the page: a page kept in memory carries the same as a fresh render.
      expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
      expect(first.headers['content-security-policy-report-only']).toBeUndefined();
      const scriptSrc = directives(first.headers['content-security-policy']).get('script-src') ?? [];
      // No nonce, no 'unsafe-inline', nothing that would let one script vouch for another.
      expect(scriptSrc.filter((source) => !source.startsWith("'sha256-"))).toEqual([
        "'self'",
        'https://assets.calendly.com',
      ]);
      const inline = [...first.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/\ssrc=/.test(attributes!),
      );
      expect(inline.length).toBeGreaterThan(0);
      const runs = (attributes: string) => !/\stype="(application\/json|application\/ld\+json)"/.test(attributes);
      // Exactly the scripts that run are allowed, and the state and structured data are data blocks that never run.
      const ran = inline.filter(([, attributes]) => runs(attributes!)).map(([, , text]) => sha256(text!));
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual([...new Set(ran)].sort());
      for (const tag of scriptTags(first.body)) expect(tag).not.toContain('nonce');
    },
  );

  it('names the third parties from the settings and locks down the rest', async () => {
    const policy = directives((await get('/')).headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toContain('https://assets.calendly.com');
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    // The scheduling page and the map come from the settings of this server, the feed from its Facebook page.
    expect(policy.get('frame-src')?.sort()).toEqual(
      ['https://calendly.com', 'https://maps.example.org', 'https://www.facebook.com'].sort(),
    );
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('answers every page with a Permissions-Policy that turns off what the site never uses', async () => {
    const header = (await get('/contact')).headers['permissions-policy'];
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(header).toContain(feature);
    }
  });
});

describe("helmet's protections", () => {
  const protections = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('go out on pages, API reads fresh and from memory, refusals, unknown paths and files alike', async () => {
    const read = '/api/cash-advance/get-data?ids[]={"term_id":1}';
    const answers = {
      page: await get('/contact'),
      'fresh read': await app.inject({ method: 'GET', url: read, headers: xhr }),
      'read from memory': await app.inject({ method: 'GET', url: read, headers: xhr }),
      'refused call': await get('/api/blog/home'),
      'unknown path': await get('/no-such-page'),
      health: await get('/healthz'),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.headers, what).toMatchObject(protections);
      expect(res.headers['content-security-policy-report-only'], what).toBeUndefined();
    }
    expect(answers['read from memory'].headers.etag).toBe(answers['fresh read'].headers.etag);
  });
});

describe('caching of what shows a lead', () => {
  it('never stores a booking page, a wizard step with an id or choose-product', async () => {
    const id = await startEnergyLead(app, 'Brick Lane Bakery Ltd');
    for (const url of [
      `/calendly/commercial-utility/${id}`,
      `/comercial-utility/main/E1%206QL?id=${id}`,
      `/commercial-water-waste/bussiness-name/${id}`,
      `/merchant-service/choose-product/${id}`,
      `/business-loan?id=${id}`,
    ]) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-robots-tag'], url).toContain('noindex');
    }
    // A page that shows no lead may still be revalidated from the cache.
    expect((await get('/contact')).headers['cache-control']).toBe('no-cache');
  });

  it("never stores the API's answers about a lead, nor any submission", async () => {
    const id = await startEnergyLead(app, 'Brick Lane Bakery Ltd');
    const answers = [
      await app.inject({ method: 'GET', url: `/api/commecial-utility/guest-info/get/${id}`, headers: xhr }),
      await app.inject({
        method: 'GET',
        url: `/trpc/energy.guestInfo?input=${encodeURIComponent(JSON.stringify({ id }))}`,
        headers: xhr,
      }),
      await app.inject({
        method: 'POST',
        url: '/api/commecial-utility/post-code/submit',
        headers: xhr,
        payload: { post_code: 'E1 6QL', full_address: 'Unit 4, 12 Brick Lane, London', bussiness_name: 'Bakery' },
      }),
      await app.inject({
        method: 'POST',
        url: '/api/form-submit/contact-us',
        headers: xhr,
        payload: {},
      }),
    ];
    for (const [index, res] of answers.entries())
      expect(res.headers['cache-control'], `answer ${index}`).toBe('no-store');
  });

  it('leaves blog reads cacheable as before', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/blog?page=1', headers: xhr });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('/api/docs', () => {
  it('has a policy of its own that runs its own files and nothing inline', async () => {
    const res = await get('/api/docs');
    const policy = directives(res.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    for (const src of res.body.match(/<script\b[^>]*\ssrc="([^"]+)"/g) ?? [])
      expect(src).toContain('/api/docs/assets/');
  });
});
