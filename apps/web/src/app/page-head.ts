import type { PublicSettings } from '@sme/domain';
import { DEFAULT_SHARE_IMAGE, SITE_NAME, type PageHead } from './page-meta.tsx';
import { blogPageNumber } from './route-params.ts';
import { blogPosting, breadcrumbs, organisation, serializeJsonLd, type StructuredData } from './structured-data.ts';

// A page's <head>, as every islands page (src/islands/layouts/PublicPage.astro) writes it.

/**
 * The address search engines should keep for this page: tracking and other query strings dropped, except the blog
 * index's page number (each page lists other posts).
 */
export function canonicalPath(pathname: string, search: URLSearchParams): string {
  if (pathname === '/blogs' && blogPageNumber(search) > 1) return `/blogs?page=${blogPageNumber(search)}`;
  return pathname;
}

export interface HeadContext {
  settings: PublicSettings;
  noindex: boolean;
  canonicalPath: string | undefined;
}

/** Title, description, canonical link, social cards (Open Graph, X) and structured data of one page. */
export function headTags(head: PageHead, { settings, noindex, canonicalPath }: HeadContext): string {
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${settings.publicUrl}${path}`);
  const url = canonicalPath === undefined ? undefined : absolute(canonicalPath);
  const image = absolute(head.image ?? DEFAULT_SHARE_IMAGE);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const structuredData: StructuredData[] = [organisation(settings, absolute(DEFAULT_SHARE_IMAGE))];
  if (head.article && url) {
    structuredData.push(
      blogPosting(settings, {
        headline: head.article.headline,
        description: head.description,
        image,
        url,
        published: head.article.published,
        modified: head.article.modified,
      }),
      breadcrumbs([
        { name: 'Home', url: absolute('/') },
        { name: 'Blog', url: absolute('/blogs') },
        { name: head.article.headline, url },
      ]),
    );
  }
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    noindex ? meta('name', 'robots', 'noindex') : '',
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_GB'),
    meta('property', 'og:type', head.article ? 'article' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    url ? meta('property', 'og:url', url) : '',
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    ...structuredData.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
