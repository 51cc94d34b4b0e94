import type { Database } from '@sme/db';
import { consolePaths } from '@sme/domain';
import type { FastifyInstance } from 'fastify';

/**
 * The pages a visitor lands on without an id (the spec's route table): what search engines are asked to index.
 * Left out: the console, the booking screen, every wizard step that needs a postcode or a lead's id, the 404 page.
 */
export const sitemapPaths = [
  '/',
  '/utility',
  '/payment-solution',
  '/bussiness',
  '/about-us',
  '/build-your-career',
  '/privacy-policy',
  // Not the spec's: what stands behind each figure the pages claim (claim-evidence.ts).
  '/our-figures',
  '/get-free-consultancy',
  '/social-sponge-ifram',
  '/contact',
  '/blogs',
  '/comercial-utility',
  '/commercial-water-waste',
  '/business-loan',
  '/merchant-service',
] as const;

/**
 * Where crawlers must not go: the console, and every page that holds a lead's id (in its path, or in the query of
 * the loan and energy wizards), which shows that lead's name and answers.
 */
export const disallowedPrefixes = [
  consolePaths.base,
  '/calendly/',
  '/commercial-water-waste/bussiness-name/',
  '/commercial-water-waste/select-service/',
  '/commercial-water-waste/average-water-usage/',
  '/commercial-water-waste/get-waste-info/',
  '/merchant-service/choose-product/',
  '/business-loan?',
  '/comercial-utility/main/*?*id=',
] as const;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const urlEntry = (loc: string, lastmod?: Date) =>
  `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

/** Search engines re-read these often enough; a new post shows within the hour. */
const CACHE = 'public, max-age=3600';

/** /sitemap.xml and /robots.txt, with absolute URLs from the site's public address (PUBLIC_URL). */
export function registerFindability(app: FastifyInstance, options: { prisma: Database['prisma']; publicUrl: string }) {
  const { prisma, publicUrl } = options;

  app.get('/sitemap.xml', async (_request, reply) => {
    // Published posts only: a draft or a scheduled post is nowhere a visitor or a crawler can find it.
    const posts = await prisma.blogPost.findMany({
      where: { publishedAt: { lte: new Date() } },
      select: { urlTitle: true, updatedAt: true },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...sitemapPaths.map((path) => urlEntry(`${publicUrl}${path}`)),
      ...posts.map((post) =>
        urlEntry(`${publicUrl}/blog-details/${encodeURIComponent(post.urlTitle)}`, post.updatedAt),
      ),
      '</urlset>',
      '',
    ].join('\n');
    return reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', CACHE).send(xml);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const text = [
      'User-agent: *',
      ...disallowedPrefixes.map((prefix) => `Disallow: ${prefix}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', CACHE).send(text);
  });
}
