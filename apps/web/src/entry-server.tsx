import type { AppRouter } from '@sme/api';
import type { PublicSettings } from '@sme/domain';
import { dehydrate } from '@tanstack/react-query';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_SHARE_IMAGE,
  documentTitle,
  HeadCollectorProvider,
  SITE_NAME,
  type PageHead,
} from './app/page-meta.tsx';
import { createQueryClient, isNotFound } from './app/query-client.ts';
import { Root } from './app/Root.tsx';
import { blogPageNumber } from './app/route-params.ts';
import { findRoute, notFoundRoute } from './app/routes.ts';
import { serializeSsrState, SSR_STATE_ID } from './app/ssr-state.ts';
import { blogPosting, breadcrumbs, organisation, serializeJsonLd, type StructuredData } from './app/structured-data.ts';
import type { RenderOptions, RenderResult } from './render-types.ts';

/** Renders a page with its data fetched through the same procedures the browser calls, without HTTP. */
export async function render({
  url,
  router,
  createContext,
  settings,
  consent,
  noindex,
}: RenderOptions): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const { route, params } = findRoute(pathname);
  const queryClient = createQueryClient({ server: true });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [unstable_localLink({ router, createContext: async () => createContext() })],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const prefetchArgs = { trpc, queryClient, params, search: new URLSearchParams(search) };
  // The route table's data for the page, and any its own chunk names (routes.ts, PageModule).
  await Promise.all([route.prefetch?.(prefetchArgs), route.load().then((page) => page.prefetch?.(prefetchArgs))]);
  // Another address holds this content: no render, the query (campaign tags) goes along.
  const location = route.redirect?.(prefetchArgs);
  if (location !== undefined) return { status: 301, location: `${location}${search}` };

  const missing =
    route === notFoundRoute ||
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => isNotFound(query.state.error));

  // The innermost PageMeta renders last, so the page's own title wins over any default.
  let head: PageHead = {
    title: documentTitle(undefined, settings.claims?.energySavings),
    description: DEFAULT_DESCRIPTION,
  };
  const { prelude } = await prerenderToNodeStream(
    <HeadCollectorProvider value={(pageHead) => (head = pageHead)}>
      <Root
        queryClient={queryClient}
        trpcClient={trpcClient}
        settings={settings}
        consent={consent}
        ssrPath={pathname}
        ssrSearch={search.slice(1)}
      />
    </HeadCollectorProvider>,
    // React moves a large finished boundary to the end of the page and swaps it in with an inline script, which
    // the policy allows no inline script it has not hashed (it would block it). The whole page is ready here: write
    // it in order.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await readStream(prelude as unknown as AsyncIterable<string | Uint8Array>);
  // Errors are kept too, so the browser hydrates a 404 as the same 404 instead of fetching again.
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: () => true });
  const status = missing ? 404 : 200;
  return {
    status,
    head: headTags(head, {
      settings,
      // Pages that show a lead stay out of search results; a 404 names no canonical address.
      noindex: Boolean(noindex),
      canonicalPath: status === 200 ? canonicalPath(pathname, new URLSearchParams(search)) : undefined,
    }),
    appHtml,
    stateScript: `<script id="${SSR_STATE_ID}" type="application/json">${serializeSsrState({ settings, consent: consent ?? null, queries })}</script>`,
  };
}

/**
 * The address search engines should keep for this page: tracking and other query strings dropped, except the blog
 * index's page number (each page lists other posts).
 */
function canonicalPath(pathname: string, search: URLSearchParams): string {
  if (pathname === '/blogs' && blogPageNumber(search) > 1) return `/blogs?page=${blogPageNumber(search)}`;
  return pathname;
}

interface HeadContext {
  settings: PublicSettings;
  noindex: boolean;
  canonicalPath: string | undefined;
}

/** Title, description, canonical link, social cards (Open Graph, X) and structured data of one page. */
function headTags(head: PageHead, { settings, noindex, canonicalPath }: HeadContext): string {
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

async function readStream(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}
