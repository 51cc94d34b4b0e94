import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasWebBuild } from '../src/http/web-build.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Server-side rendering of the built web app (npm test builds it first).
describe('server-rendered pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    if (!hasWebBuild()) throw new Error('Build the web app first: npm run build');
    server = await startTestServer('pglite', { pages: true, env: { POSTCODE_LOOKUP_KEY: 'secret-lookup-key-123' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  const page = (url: string) => server.app.inject({ method: 'GET', url });

  it('renders the contact page with its own title and the visitor-facing text', async () => {
    const res = await page('/contact');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Contact Us | SME Compare</title>');
    expect(res.body).toContain('Let&#x27;s talk');
    expect(res.body).toContain('href="tel:03338801234"');
  });

  it('renders the blog index with the newest posts, as HTML that sends the browser no data', async () => {
    const newest = await server.db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    const res = await page('/blogs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`/blog-details/${newest.urlTitle}`);
    // An islands page: the list is HTML, and nothing in the browser reads the data again.
    expect(res.body).not.toContain('id="ssr-state"');
  });

  it('renders a blog post with its title and body, the HTML the API sends for it', async () => {
    const post = await server.db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'asc' } });
    const res = await page(`/blog-details/${post.urlTitle}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${post.title} | SME Compare</title>`);
    const api = await server.app.inject({
      method: 'GET',
      url: `/api/blog/details/${post.urlTitle}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    const { description } = (api.json() as { collections: { description: string } }).collections;
    // The Markdown rendered: its first heading is in the page as HTML, and so is the whole body.
    expect(description).toMatch(/^<p>[^<]{40}/);
    expect(description).toContain('<h2>');
    expect(res.body).toContain(description);
  });

  it.each([
    '/no-such-page',
    '/blog-details/no-such-post',
    '/calendly/no-such-flow/3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55',
    '/commercial-water-waste/bussiness-name/3f0c2b9e-6a51-4d6b-9a8e-2f4f0a1c7d55',
  ])('answers %s with the 404 page and status 404', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found !');
    expect(res.body).toContain('Back to Home');
  });

  it('renders the energy wizard with a way to try again when the postcode service cannot be reached', async () => {
    // This server has a lookup key, so it asks the external service, which tests cannot reach.
    const res = await page('/comercial-utility/main/E1%206QL');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Let&#x27;s find your address');
    expect(res.body).toContain('We couldn&#x27;t load the addresses for this postcode.');
    expect(res.body).toContain('Try again');
  });

  it.each([
    ['/business-loan', 'Let us know your basic information'],
    ['/merchant-service', 'Barclaycard'],
  ])('renders %s on the server', async (url, text) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(text);
  });

  it('serves built assets with a long cache and compression', async () => {
    const html = (await page('/contact')).body;
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const res = await server.app.inject({ method: 'GET', url: script!, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a built file that is not there with a short 404 nobody keeps, not the 404 page', async () => {
    // What a page from an earlier build asks for after a deploy (its chunks' names changed): the 404 page's HTML is no
    // use to a script tag, and another instance still on that build may have the file.
    const res = await page('/assets/gone-since-the-last-build.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain('Page not found !');
  });

  it('never hands the postcode lookup key to the browser', async () => {
    // The settings the browser gets: the islands' props (/contact, /merchant-service).
    for (const url of ['/contact', '/merchant-service']) {
      const html = (await page(url)).body;
      expect(html, url).toContain('&quot;settings&quot;');
      expect(html, url).not.toContain('secret-lookup-key-123');
    }
  });
});
