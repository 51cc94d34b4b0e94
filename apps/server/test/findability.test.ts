import type { Database } from '@sme/db';
import { openTestDatabase } from '@sme/db/testing';
import { consolePages } from '@sme/domain';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startEnergyLead } from './test-server.ts';

// What search engines and social networks read, from the built pages (what the site serves), on a public address.
const SITE = 'https://www.smecompare.example';
let app: FastifyInstance;
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase('pglite', { seed: true });
  app = await buildServer({ config: loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: `${SITE}/` }), db, web: 'build' });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

/** The route table's paths, read from the web app's routes, and the console's pages from their one declaration. */
const routeTable = [
  ...[
    ...readFileSync(new URL('../../web/src/app/routes.ts', import.meta.url), 'utf8').matchAll(
      /(?:path: |waterWastePage\(\s*)'([^']+)'/g,
    ),
  ].map((match) => match[1]!),
  ...consolePages,
];
/** Its paths that take no parameter (the console aside). */
const routeTablePaths = routeTable.filter(
  (path) => !path.includes(':') && !path.includes('*') && !path.startsWith('/admin'),
);
/** Its pages that show a lead: the console's, and those with a lead's id in the path (a blog post's id is no lead's). */
const leadPagePaths = [
  ...new Set(
    routeTable.filter(
      (path) => path.startsWith('/admin') || (/\/:id\b/.test(path) && !path.startsWith('/blog-details/')),
    ),
  ),
];

/** Text as a browser reads it from the HTML (the render escapes quotes, ampersands and angle brackets). */
const decode = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, key: string) =>
  [...headOf(html).matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)]
    .filter((match) => match[1] === key)
    .map((match) => decode(match[2]!));
const canonicals = (html: string) =>
  [...headOf(html).matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((match) => match[1]!);
const jsonLd = (html: string) =>
  [...headOf(html).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('sitemap.xml', () => {
  it('lists every public page and every post with its last change, on the public address', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const entries = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
      ([, loc, lastmod]) => ({ loc: loc!, lastmod }),
    );
    const locs = entries.map((entry) => entry.loc);
    expect(routeTablePaths.length).toBeGreaterThanOrEqual(15);
    for (const path of routeTablePaths) expect(locs).toContain(`${SITE}${path}`);

    const posts = await db.prisma.blogPost.findMany();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      const entry = entries.find((item) => item.loc === `${SITE}/blog-details/${post.urlTitle}`);
      expect(entry?.lastmod, post.urlTitle).toBe(post.updatedAt.toISOString());
    }
    expect(entries).toHaveLength(routeTablePaths.length + posts.length);
    for (const loc of locs) {
      expect(loc.startsWith(`${SITE}/`)).toBe(true);
      expect(loc).not.toMatch(/\/admin|\/calendly\/|\/choose-product\/|bussiness-name|select-address|\/main\/|\?/);
    }
  });

  it('is not throttled as an API call', async () => {
    for (let i = 0; i < 5; i++) expect((await get('/sitemap.xml')).headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the console and every page with a lead id', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(lines).toContain('User-agent: *');
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    // Each page with a lead in its path is out of bounds, whatever the lead's id.
    const pathRules = disallowed.filter((rule) => !rule.includes('?') && !rule.includes('*'));
    const withAnId = (path: string) => path.replace(/:\w+|\*/g, '0b8e1c2a-5d4f-4e3b-9a7c-6f1e2d3c4b5a');
    expect(leadPagePaths.length, 'the route table has the console and six lead pages').toBeGreaterThanOrEqual(8);
    for (const path of leadPagePaths) {
      expect(pathRules.filter((rule) => withAnId(path).startsWith(rule)).length, path).toBeGreaterThan(0);
    }
    // The wizards that carry the id in their query: the loan wizard and the energy wizard.
    expect(disallowed.some((rule) => rule.startsWith('/business-loan?'))).toBe(true);
    expect(disallowed.some((rule) => rule.startsWith('/comercial-utility/main/') && rule.includes('id='))).toBe(true);
    // Public pages stay open.
    for (const path of routeTablePaths) {
      expect(disallowed.filter((rule) => !rule.includes('?') && path.startsWith(rule))).toEqual([]);
    }
  });
});

describe('the head of every public page', () => {
  it.each(routeTablePaths)(
    '%s: one canonical link, the social cards and the business as structured data',
    async (path) => {
      const res = await get(`${path}?utm_source=newsletter&fbclid=abc`);
      expect(res.statusCode).toBe(200);
      expect(canonicals(res.body)).toEqual([`${SITE}${path}`]);
      const title = decode(/<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? '');
      expect(metaContent(res.body, 'og:title')).toEqual([title]);
      expect(metaContent(res.body, 'twitter:title')).toEqual([title]);
      const description = metaContent(res.body, 'description');
      expect(description).toHaveLength(1);
      expect(metaContent(res.body, 'og:description')).toEqual(description);
      expect(metaContent(res.body, 'twitter:description')).toEqual(description);
      expect(metaContent(res.body, 'og:type')).toEqual(['website']);
      expect(metaContent(res.body, 'og:url')).toEqual([`${SITE}${path}`]);
      expect(metaContent(res.body, 'og:site_name')).toEqual(['SME Compare']);
      expect(metaContent(res.body, 'og:locale')).toEqual(['en_GB']);
      expect(metaContent(res.body, 'og:image')).toEqual([`${SITE}/images/social/site-card.png`]);
      expect(metaContent(res.body, 'twitter:image')).toEqual([`${SITE}/images/social/site-card.png`]);
      expect(metaContent(res.body, 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaContent(res.body, 'robots')).toEqual([]);

      const business = jsonLd(res.body).find((data) => data['@type'] === 'LocalBusiness');
      expect(business).toMatchObject({
        '@context': 'https://schema.org',
        name: 'SME Compare',
        url: `${SITE}/`,
        telephone: '0333 880 1234',
        email: 'hello@smecompare.co.uk',
        address: { postalCode: 'WC2H 9JQ', addressLocality: 'London', addressCountry: 'GB' },
        openingHoursSpecification: [
          { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
        ],
      });
    },
  );

  it('keeps the page number of the blog index in its canonical link', async () => {
    const res = await get('/blogs?page=2&utm_campaign=spring');
    expect(canonicals(res.body)).toEqual([`${SITE}/blogs?page=2`]);
  });

  it('serves the default social card as a PNG', async () => {
    const res = await get('/images/social/site-card.png');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});

describe('a blog post', () => {
  it('is shared as an article with its own image, a BlogPosting and its breadcrumbs', async () => {
    const post = await db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'asc' } });
    const url = `${SITE}/blog-details/${post.urlTitle}`;
    const res = await get(`/blog-details/${post.urlTitle}`);
    expect(res.statusCode).toBe(200);
    expect(canonicals(res.body)).toEqual([url]);
    expect(metaContent(res.body, 'og:type')).toEqual(['article']);
    expect(metaContent(res.body, 'og:image')).toEqual([`${SITE}/storage/${post.image}`]);
    expect(metaContent(res.body, 'twitter:image')).toEqual([`${SITE}/storage/${post.image}`]);

    const data = jsonLd(res.body);
    expect(data.map((item) => item['@type']).sort()).toEqual(['BlogPosting', 'BreadcrumbList', 'LocalBusiness']);
    expect(data.find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      headline: post.title,
      description: metaContent(res.body, 'description')[0],
      image: `${SITE}/storage/${post.image}`,
      datePublished: post.createdAt.toISOString(),
      dateModified: expect.any(String),
      author: { name: 'SME Compare' },
      publisher: { name: 'SME Compare' },
      mainEntityOfPage: { '@id': url },
    });
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { position: 1, name: 'Home', item: `${SITE}/` },
        { position: 2, name: 'Blog', item: `${SITE}/blogs` },
        { position: 3, name: post.title, item: url },
      ],
    });
  });

  it('can never close its structured data script, whatever its title says', async () => {
    const post = await db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'asc' } });
    await db.prisma.blogPost.update({
      where: { id: post.id },
      data: { title: `${post.title} </script><script>alert(1)</script>` },
    });
    try {
      const res = await get(`/blog-details/${post.urlTitle}`);
      expect(res.body).not.toContain('<script>alert(1)');
      const posting = jsonLd(res.body).find((item) => item['@type'] === 'BlogPosting');
      expect(posting?.headline).toBe(`${post.title} </script><script>alert(1)</script>`);
    } finally {
      await db.prisma.blogPost.update({ where: { id: post.id }, data: { title: post.title } });
    }
  });

  it('names each Read More link with the post it opens, starting with the words it shows', async () => {
    const post = await db.prisma.blogPost.findFirstOrThrow({ orderBy: { createdAt: 'desc' } });
    for (const path of ['/', '/blogs']) {
      const html = (await get(path)).body;
      const link = new RegExp(`<a [^>]*href="/blog-details/${post.urlTitle}"[^>]*>(.*?)</a>`).exec(html)?.[1];
      expect(link, path).toBeDefined();
      // The visible words, then the title for screen readers and search engines (React may split the text).
      expect(decode(link!.replace(/<!-- -->/g, ''))).toBe(`Read More<span class="sr-only">: ${post.title}</span>`);
    }
  });
});

describe('a blog post by id and title (the payment page links so)', () => {
  const posts = () => db.prisma.blogPost.findMany({ orderBy: { id: 'asc' } });

  it('answers a permanent redirect to the one address the site uses for the post, keeping the query', async () => {
    const [post] = await posts();
    const res = await get(`/blog-details/${post!.id}/${post!.urlTitle}?utm_source=newsletter`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/blog-details/${post!.urlTitle}?utm_source=newsletter`);
    // Where it leads: the post, with that address as its canonical link.
    const target = await get(`/blog-details/${post!.urlTitle}`);
    expect(target.statusCode).toBe(200);
    expect(canonicals(target.body)).toEqual([`${SITE}/blog-details/${post!.urlTitle}`]);
    expect(target.body).toContain(`<title>${post!.title} | SME Compare</title>`);
  });

  it('goes by the id when the title names another post, or is typed with spaces and capitals', async () => {
    const [first, second] = await posts();
    const mismatched = await get(`/blog-details/${first!.id}/${second!.urlTitle}`);
    expect(mismatched.statusCode).toBe(301);
    expect(mismatched.headers.location).toBe(`/blog-details/${first!.urlTitle}`);
    const typed = await get(`/blog-details/${second!.id}/${encodeURIComponent(second!.title.toUpperCase())}`);
    expect(typed.headers.location).toBe(`/blog-details/${second!.urlTitle}`);
  });

  it.each(['987654', 'not-a-number'])('finds the post by its title when no post has the id %s', async (id) => {
    const [post] = await posts();
    const res = await get(`/blog-details/${id}/${post!.urlTitle}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/blog-details/${post!.urlTitle}`);
  });

  it('answers the 404 page when neither the id nor the title finds a post', async () => {
    const res = await get('/blog-details/987654/no-such-post');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Page not found !');
    expect(canonicals(res.body)).toEqual([]);
  });

  it("links the payment page's blog cards by id and title, and the other pages' by title", async () => {
    const payment = (await get('/payment-solution')).body;
    const byId = [...payment.matchAll(/href="\/blog-details\/(\d+)\/([^"/]+)"/g)];
    expect(byId.length).toBeGreaterThan(0);
    for (const [, id, urlTitle] of byId) {
      const post = await db.prisma.blogPost.findUniqueOrThrow({ where: { id: Number(id) } });
      expect(urlTitle).toBe(post.urlTitle);
    }
    for (const path of ['/', '/about-us', '/bussiness', '/utility', '/blogs']) {
      const html = (await get(path)).body;
      expect(html, path).toMatch(/href="\/blog-details\/[^"/]+"/);
      expect(html, path).not.toMatch(/href="\/blog-details\/[^"/]+\/[^"/]+"/);
    }
  });
});

describe('pages that show a lead', () => {
  it('tell search engines not to index them, in the page as well as the header', async () => {
    const id = await startEnergyLead(app, 'Brick Lane Bakery');
    for (const url of [`/calendly/commercial-utility/${id}`, `/business-loan?id=${id}`]) {
      const res = await get(url);
      expect(res.headers['x-robots-tag'], url).toContain('noindex');
      expect(metaContent(res.body, 'robots'), url).toEqual(['noindex']);
    }
  });

  it('keeps the console out of search results too', async () => {
    expect(metaContent((await get('/admin')).body, 'robots')).toEqual(['noindex']);
  });
});
