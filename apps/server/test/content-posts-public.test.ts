import { testDatabaseKinds } from '@sme/db/testing';
import type { PostFieldsInput } from '@sme/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasWebBuild } from '../src/http/web-build.ts';
import { startTestServer, xhr, type TestServer } from './test-server.ts';

const admin = { email: 'content.lead@example.co.uk', password: 'correct horse battery staple' };
const settings = { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, RETENTION_JOB: 'false' };
const SITE = 'https://www.smecompare.example';
const json = { ...xhr, 'content-type': 'application/json' };

let titles = 0;
function fields(overrides: Partial<PostFieldsInput> = {}): PostFieldsInput {
  titles += 1;
  return {
    title: `Water meters explained, part ${titles}`,
    topics: ['water'],
    summary: 'What a business water meter tells you.',
    body: `## Reading the meter\n\nRead it **monthly**, part ${titles}.`,
    image: 'blog/switching-business-water-and-getting-waste-collections-right.svg',
    imageAlt: 'A tap releasing a water droplet beside commercial bins',
    ...overrides,
  };
}

/** The console as a browser drives it: signed in as the admin the settings create, over /trpc. */
function consoleOf(server: () => TestServer) {
  let cookie = '';
  const call = async (procedure: string, input: unknown) => {
    const res = await server().app.inject({
      method: 'POST',
      url: `/trpc/${procedure}`,
      headers: { ...json, ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(input),
    });
    expect(res.statusCode, `${procedure}: ${res.body}`).toBe(200);
    if (!cookie) {
      cookie = ([res.headers['set-cookie'] ?? []].flat() as string[]).map((value) => value.split(';')[0]!).join('; ');
    }
    return (res.json() as { result: { data: unknown } }).result.data;
  };
  return {
    signIn: () => call('admin.session.signIn', admin),
    save: (input: PostFieldsInput & { id?: number; updatedAt?: string }) =>
      call('admin.content.posts.save', input) as Promise<{ id: number; urlTitle: string; updatedAt: string }>,
    publish: (input: { id: number; at?: string }) =>
      call('admin.content.posts.publish', input) as Promise<{ status: string; publishedAt: string | null }>,
  };
}

describe('published posts on the pages and in the sitemap', () => {
  let server: TestServer;
  const posts = consoleOf(() => server);
  beforeAll(async () => {
    if (!hasWebBuild()) throw new Error('Build the web app first: npm run build');
    server = await startTestServer('pglite', { pages: true, env: { ...settings, PUBLIC_URL: SITE } });
    await posts.signIn();
  }, 60_000);
  afterAll(() => server?.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url });
  const sitemapLocs = async () =>
    [...(await get('/sitemap.xml')).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

  it('answers an old address of a renamed post with a permanent redirect to its current one', async () => {
    const input = fields();
    const saved = await posts.save(input);
    await posts.publish({ id: saved.id });
    const renamed = await posts.save({ ...input, id: saved.id, title: `${input.title}: updated for 2027` });
    expect(renamed.urlTitle).not.toBe(saved.urlTitle);

    const old = await get(`/blog-details/${saved.urlTitle}?utm_source=newsletter`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/blog-details/${encodeURIComponent(renamed.urlTitle)}?utm_source=newsletter`);
    const current = await get(old.headers.location as string);
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain(`<title>${input.title}: updated for 2027 | SME Compare</title>`);
    // The cover is described, and the summary is what search results and link previews show.
    expect(current.body).toContain(`alt="${input.imageAlt}"`);
    expect(current.body).toContain(`<meta name="description" content="${input.summary}"`);
    expect(current.body).toContain('<h2>Reading the meter</h2>');

    // The REST read of the old address answers the post with its current address.
    const api = await server.app.inject({ method: 'GET', url: `/api/blog/details/${saved.urlTitle}`, headers: xhr });
    expect((api.json() as { collections: { url_title: string } }).collections.url_title).toBe(renamed.urlTitle);
    // The sitemap lists the current address only.
    const locs = await sitemapLocs();
    expect(locs).toContain(`${SITE}/blog-details/${encodeURIComponent(renamed.urlTitle)}`);
    expect(locs).not.toContain(`${SITE}/blog-details/${encodeURIComponent(saved.urlTitle)}`);
  });

  it('gives a title with accented letters an ASCII address; the accented one redirects there for good', async () => {
    const input = fields({ title: 'Café culture and card fees' });
    const saved = await posts.save(input);
    await posts.publish({ id: saved.id });
    expect(saved.urlTitle).toBe('cafe-culture-and-card-fees');

    const accented = await get(`/blog-details/${encodeURIComponent('café-culture-and-card-fees')}?utm_source=mail`);
    expect(accented.statusCode).toBe(301);
    expect(accented.headers.location).toBe('/blog-details/cafe-culture-and-card-fees?utm_source=mail');
    const current = await get('/blog-details/cafe-culture-and-card-fees');
    expect(current.statusCode).toBe(200);
    expect(current.body).toContain('<title>Café culture and card fees | SME Compare</title>');
    expect(current.body).toContain(
      '<link rel="canonical" href="https://www.smecompare.example/blog-details/cafe-culture-and-card-fees"',
    );
    expect(await sitemapLocs()).toContain(`${SITE}/blog-details/cafe-culture-and-card-fees`);
  });

  it("offers beside a post what the post is about first: card machines beside a card-payments post, then the spec's quote", async () => {
    const page = async (topics: PostFieldsInput['topics']) => {
      const saved = await posts.save(fields({ topics }));
      await posts.publish({ id: saved.id });
      const res = await get(`/blog-details/${encodeURIComponent(saved.urlTitle)}`);
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const energyQuote = 'Compare business gas and electricity prices for your premises.';

    // The spec's 'Get quote' box stays beside every post, after the post's own services.
    const payments = await page(['payments']);
    expect(payments.indexOf('>Card payments</h2>')).toBeGreaterThan(0);
    expect(payments.indexOf(energyQuote)).toBeGreaterThan(payments.indexOf('>Card payments</h2>'));
    expect(payments).toMatch(/<a[^>]*href="\/merchant-service"[^>]*>Compare card machines<\/a>/);

    const funding = await page(['funding', 'business']);
    expect(funding.indexOf(energyQuote)).toBeGreaterThan(funding.indexOf('href="/business-loan"'));
    expect(funding).toMatch(/<a[^>]*href="\/business-loan"[^>]*>Apply for a business loan<\/a>/);
    expect(funding).toContain('We are a credit broker, not a lender.');

    const water = await page(['water', 'energy']);
    expect(water).toMatch(/<h2[^>]*>Water and waste<\/h2>/);
    expect(water).toContain(energyQuote);

    // The general business topic: the general set, the energy quote.
    const general = await page(['business']);
    expect(general).toContain(energyQuote);
    expect(general).not.toContain('Compare card machines');
  });

  it('shows a draft or a scheduled post nowhere: its page is the 404 page and the sitemap leaves it out', async () => {
    const draft = await posts.save(fields());
    const scheduled = await posts.save(fields());
    await posts.publish({ id: scheduled.id, at: new Date(Date.now() + 3_600_000).toISOString() });
    const published = await posts.save(fields());
    await posts.publish({ id: published.id });

    const locs = await sitemapLocs();
    for (const hidden of [draft, scheduled]) {
      const res = await get(`/blog-details/${encodeURIComponent(hidden.urlTitle)}`);
      expect(res.statusCode, hidden.urlTitle).toBe(404);
      expect(res.body).toContain('Page not found !');
      expect(locs).not.toContain(`${SITE}/blog-details/${encodeURIComponent(hidden.urlTitle)}`);
    }
    expect(locs).toContain(`${SITE}/blog-details/${encodeURIComponent(published.urlTitle)}`);
    const blogs = (await get('/blogs')).body;
    expect(blogs).toContain(`/blog-details/${encodeURIComponent(published.urlTitle)}`);
    expect(blogs).not.toContain(`/blog-details/${encodeURIComponent(draft.urlTitle)}`);
    expect(blogs).not.toContain(`/blog-details/${encodeURIComponent(scheduled.urlTitle)}`);
  });
});

// No write happens when a scheduled post's time comes, so no change notification drops the caches: they expire then.
describe.each(testDatabaseKinds())('a scheduled post appearing on time, %s', (kind) => {
  let server: TestServer;
  const posts = consoleOf(() => server);
  beforeAll(async () => {
    server = await startTestServer(kind, { env: settings });
    await posts.signIn();
  }, 60_000);
  afterAll(() => server?.close());

  const homeIds = async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/blog/home', headers: xhr });
    expect(res.statusCode).toBe(200);
    return (res.json() as { collections: { id: number }[] }).collections.map((post) => post.id);
  };
  const trpcHomeIds = async () => {
    const input = encodeURIComponent(JSON.stringify({ section: 'home' }));
    const res = await server.app.inject({ method: 'GET', url: `/trpc/blog.section?input=${input}`, headers: xhr });
    return (res.json() as { result: { data: { collections: { id: number }[] } } }).result.data.collections.map(
      (post) => post.id,
    );
  };

  it('is served by the kept answers from its publication time on, with no write in between', async () => {
    const saved = await posts.save(fields());
    const at = new Date(Date.now() + 2_500);
    await posts.publish({ id: saved.id, at: at.toISOString() });
    // The change is heard (at once on the embedded database, within milliseconds between processes), then the
    // answers without the post are kept: asked twice, the second comes from memory.
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (let read = 0; read < 2; read += 1) {
      expect(await homeIds()).not.toContain(saved.id);
      expect(await trpcHomeIds()).not.toContain(saved.id);
    }
    const writesBefore = await server.db.prisma.contentVersion.count();

    await vi.waitFor(
      async () => {
        expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
        expect(await homeIds()).toContain(saved.id);
        expect(await trpcHomeIds()).toContain(saved.id);
      },
      { timeout: 6_000, interval: 100 },
    );
    expect(await server.db.prisma.contentVersion.count()).toBe(writesBefore);
    // Once public, the answers are kept again (the next scheduled time is read anew).
    expect(await homeIds()).toContain(saved.id);
  });
});
