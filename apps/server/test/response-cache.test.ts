import { testDatabaseKinds } from '@sme/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasWebBuild } from '../src/http/web-build.ts';
import { startEnergyLead, startTestServer, xhr, type TestServer } from './test-server.ts';

/** The body as the client reads it, whatever encoding it came in. */
function bodyOf(res: LightMyRequestResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.body;
}

/**
 * Changes a post's title the way another instance, a person at psql or `npm run db:seed` would: on PostgreSQL through
 * a connection of its own (the server only hears of it through the database), on the embedded database in process.
 */
async function retitle(server: TestServer & { url?: string }, id: number, title: string, quietly = false) {
  // session_replication_role = replica skips triggers: a write nobody is told of, to show what is served from memory.
  const quiet = quietly ? `SET LOCAL session_replication_role = replica` : `SELECT 1`;
  if (server.db.target === 'postgres') {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      await client.query('BEGIN');
      await client.query(quiet);
      await client.query(`UPDATE "BlogPost" SET title = $1 WHERE id = $2`, [title, id]);
      await client.query('COMMIT');
    } finally {
      await client.end();
    }
  } else {
    await server.db.prisma.$transaction([
      server.db.prisma.$executeRawUnsafe(quiet),
      server.db.prisma.$executeRaw`UPDATE "BlogPost" SET title = ${title} WHERE id = ${id}`,
    ]);
  }
}

/**
 * The next request after a change shows it: at once on the embedded database (the notification arrives before the
 * write returns), within the notification's trip between processes on PostgreSQL.
 */
async function expectSoon(server: TestServer, check: () => Promise<void>) {
  if (server.db.target === 'postgres') await vi.waitFor(check, { timeout: 2_000, interval: 10 });
  else await check();
}

async function start(kind: 'pglite' | 'postgres', options: { pages?: boolean; env?: Record<string, string> } = {}) {
  const server = await startTestServer(kind, options);
  const url = (server.db as { url?: string }).url;
  return Object.assign(server, { url });
}

describe.each(testDatabaseKinds())('blog and catalogue reads kept in memory, %s', (kind) => {
  let server: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    server = await start(kind, { env: { RATE_LIMIT_READS: '40' } });
  }, 60_000);
  afterAll(() => server?.close());

  const read = (url: string, headers: Record<string, string> = {}, remoteAddress = '10.0.0.1') =>
    server.app.inject({ method: 'GET', url, headers: { ...xhr, ...headers }, remoteAddress });
  const trpcUrl = (procedure: string, input: unknown) =>
    `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;

  it('answers the same read with the same bytes in every encoding, an ETag, and 304 when the client has it', async () => {
    const post = await server.db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    for (const url of [
      '/api/blog/home',
      '/api/blog?page=1',
      '/api/cash-advance/get-data?ids[]={"term_id":1}',
      trpcUrl('blog.section', { section: 'home' }),
      trpcUrl('blog.detailsById', { id: String(post.id), title: post.urlTitle }),
      trpcUrl('cashAdvance.catalogue', {}),
    ]) {
      const first = await read(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
      for (const encoding of ['br', 'gzip']) {
        const again = await read(url, { 'accept-encoding': encoding });
        expect(again.headers['content-encoding'], url).toBe(encoding);
        expect(again.headers.vary, url).toContain('accept-encoding');
        expect(again.headers.etag, url).toBe(etag);
        expect(bodyOf(again), url).toBe(first.body);
      }
      const revalidated = await read(url, { 'if-none-match': etag });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.body, url).toBe('');
    }
  });

  it('shows a changed post on the very next read, over REST and tRPC', async () => {
    const post = await server.db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    const restUrl = `/api/blog/details/${post.urlTitle}`;
    const trpc = trpcUrl('blog.details', { title: post.urlTitle });
    const titleOf = async (url: string) => {
      const body = (await read(url)).json() as { collections?: { title: string }; result?: { data: unknown } };
      return body.collections?.title ?? (body.result?.data as { collections: { title: string } }).collections.title;
    };
    expect(await titleOf(restUrl)).toBe(post.title);
    expect(await titleOf(trpc)).toBe(post.title);
    const etag = (await read(restUrl)).headers.etag as string;

    await retitle(server, post.id, `${post.title} (updated)`);
    await expectSoon(server, async () => {
      expect(await titleOf(restUrl)).toBe(`${post.title} (updated)`);
      expect(await titleOf(trpc)).toBe(`${post.title} (updated)`);
    });
    // A client holding the old answer gets the new one, not 304.
    expect((await read(restUrl, { 'if-none-match': etag })).statusCode).toBe(200);
    await retitle(server, post.id, post.title);
  });

  it('answers from memory only when the XHR guard and the rate limiter let the call through', async () => {
    expect((await read('/api/blog/home')).statusCode).toBe(200);
    const unmarked = await server.app.inject({ method: 'GET', url: '/api/blog/home', remoteAddress: '10.0.0.2' });
    expect(unmarked.statusCode).toBe(403);

    const statuses: number[] = [];
    for (let index = 0; index < 41; index += 1)
      statuses.push((await read('/api/blog/home', {}, '10.0.0.3')).statusCode);
    expect(statuses.slice(0, 40).every((status) => status === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
  });

  it('keeps the location data apart for each country a CDN reports', async () => {
    const country = async (headers: Record<string, string>) =>
      ((await read('/api/cash-advance/get-location-data', headers)).json() as { collections: { value: string }[] })
        .collections[0]!.value;
    expect(await country({ 'cf-ipcountry': 'GB' })).toBe('GB');
    expect(await country({ 'cf-ipcountry': 'IE' })).toBe('IE');
    expect(await country({})).toBe('Unknown');
    expect(await country({ 'cf-ipcountry': 'GB' })).toBe('GB');
  });

  it('never keeps an answer about a lead', async () => {
    const id = await startEnergyLead(server.app, 'Cache Bakery');
    const res = await read(`/api/commecial-utility/guest-info/get/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe.each(testDatabaseKinds())('public pages kept in memory, %s', (kind) => {
  let server: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    if (!hasWebBuild()) throw new Error('Build the web app first: npm run build');
    server = await start(kind, { pages: true });
  }, 60_000);
  afterAll(() => server?.close());

  const page = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers });

  it('serves a page from memory, and a changed post on the next request after the change', async () => {
    const post = await server.db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    const url = `/blog-details/${post.urlTitle}`;
    const first = await page(url);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain(`<title>${post.title} | SME Compare</title>`);

    // A change nobody is told of does not show: the page comes from memory, not from a new render.
    await retitle(server, post.id, `${post.title} (unannounced)`, true);
    const kept = await page(url);
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);

    // The same change made the ordinary way (the seed, the console, psql) shows on the next request.
    await retitle(server, post.id, `${post.title} (announced)`);
    await expectSoon(server, async () => {
      expect((await page(url)).body).toContain(`<title>${post.title} (announced) | SME Compare</title>`);
    });
    // Every page that lists it changes too.
    expect((await page('/blogs')).body).toContain(`${post.title} (announced)`);
    await retitle(server, post.id, post.title);
  });

  it('sends the kept page compressed as the client asks, with an ETag and 304', async () => {
    const fresh = await page('/contact');
    const etag = fresh.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(fresh.headers['cache-control']).toBe('no-cache');
    expect(fresh.headers['content-security-policy']).toContain("script-src 'self'");
    for (const encoding of ['br', 'gzip']) {
      const res = await page('/contact', { 'accept-encoding': `${encoding}` });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary).split(', ').sort()).toEqual(['accept-encoding', 'cookie']);
      expect(bodyOf(res)).toBe(fresh.body);
      expect(res.headers['content-security-policy']).toBe(fresh.headers['content-security-policy']);
    }
    const revalidated = await page('/contact', { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(etag);
  });

  it('keeps one page per cookie choice', async () => {
    const none = await page('/contact');
    const accepted = await page('/contact', { cookie: 'cookie_consent=accepted' });
    const rejected = await page('/contact', { cookie: 'other=1; cookie_consent=rejected' });
    expect(new Set([none.headers.etag, accepted.headers.etag, rejected.headers.etag]).size).toBe(3);
    // What each choice shows: the banner asking, the office map, the map's placeholder. (An islands page also holds
    // the banner as 'Cookie settings' reopens it, in a template its script copies from: not shown.)
    const shown = (body: string) => body.replace(/<template[\s\S]*?<\/template>/g, '');
    expect(shown(none.body)).toContain('data-cookie-banner');
    expect(shown(accepted.body)).toContain('title="Map of our office"');
    expect(shown(accepted.body)).not.toContain('data-cookie-banner');
    expect(shown(rejected.body)).toContain('data-testid="consent-placeholder"');
    expect(shown(rejected.body)).not.toContain('data-cookie-banner');
    expect((await page('/contact', { cookie: 'cookie_consent=accepted' })).body).toBe(accepted.body);
  });

  it("keeps a missing post's 404 at its id-and-title address, and never a redirect to a post", async () => {
    const missing = '/blog-details/987654/no-such-post';
    const first = await page(missing);
    expect(first.statusCode).toBe(404);
    expect(first.body).toContain('Page not found !');
    // Only a kept answer carries an ETag; the next request is answered from memory with it.
    expect(first.headers.etag).toMatch(/^W\//);
    expect((await page(missing)).headers.etag).toBe(first.headers.etag);

    const post = await server.db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    for (let i = 0; i < 2; i++) {
      const redirect = await page(`/blog-details/${post.id}/${post.urlTitle}`);
      expect(redirect.statusCode).toBe(301);
      expect(redirect.headers.location).toBe(`/blog-details/${post.urlTitle}`);
      expect(redirect.headers.etag).toBeUndefined();
    }
  });

  it('never keeps a page that shows a lead, nor one made from the postcode service', async () => {
    const id = await startEnergyLead(server.app, 'Kept Bakery');
    for (const url of [`/calendly/commercial-utility/${id}`, `/merchant-service/choose-product/${id}`]) {
      const res = await page(url);
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers.etag, url).toBeUndefined();
    }
    const wizard = await page('/comercial-utility/main/E1%206QL');
    expect(wizard.statusCode).toBe(200);
    expect(wizard.headers.etag).toBeUndefined();
  });
});
