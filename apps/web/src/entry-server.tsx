import type { AppRouter } from '@sme/api';
import { dehydrate } from '@tanstack/react-query';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { DEFAULT_DESCRIPTION, documentTitle, HeadCollectorProvider, type PageHead } from './app/page-meta.tsx';
import { canonicalPath, headTags } from './app/page-head.ts';
import { createQueryClient, isNotFound } from './app/query-client.ts';
import { Root } from './app/Root.tsx';
import { findRoute, notFoundRoute } from './app/routes.ts';
import { serializeSsrState, SSR_STATE_ID } from './app/ssr-state.ts';
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

async function readStream(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}
