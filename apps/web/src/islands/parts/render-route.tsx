import type { AppRouter, Context } from '@sme/api';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, unstable_localLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { ReactElement } from 'react';
import { createQueryClient, isNotFound } from '../../app/query-client.ts';
import { findRoute, notFoundRoute, type PageModule } from '../../app/routes.ts';
import type { PageProps } from '../../app/route-params.ts';
import { TRPCProvider } from '../../app/trpc.ts';
import { renderStaticSettled } from './render-static.tsx';
import type { IslandProps } from './PageProviders.tsx';

/** What the server hands a page that reads data: the router and a context. */
export interface DataAccess {
  router: AppRouter;
  createContext: () => Context;
}

/**
 * A page of the route table (routes.ts) rendered to HTML with the data its route prefetches, read through the
 * procedures without HTTP. No data goes to the browser: what reads it is HTML here. `extra` adds props to the page (the islands' slots). 404 when the page's data is missing;
 * not `settled` when a read failed; a `location` instead of a page when another address holds its content. `data` is
 * what the render read (its query cache and the keys to it), for what an island of the page needs (its props).
 */
export async function renderRoute(
  url: URL,
  props: IslandProps,
  { router, createContext }: DataAccess,
  extra: Record<string, unknown> = {},
) {
  const { route, params } = findRoute(url.pathname);
  const queryClient = createQueryClient({ server: true });
  const trpcClient = createTRPCClient<AppRouter>({
    links: [unstable_localLink({ router, createContext: async () => createContext() })],
  });
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  const prefetchArgs = { trpc, queryClient, params, search: url.searchParams };
  const page: PageModule = await route.load();
  await Promise.all([route.prefetch?.(prefetchArgs), page.prefetch?.(prefetchArgs)]);
  // Another address holds this content (a post's earlier title): no render, the query goes along.
  const moved = route.redirect?.(prefetchArgs);
  if (moved !== undefined) return { location: `${moved}${url.search}` } as const;
  const queries = queryClient.getQueryCache().getAll();
  const missing = route === notFoundRoute || queries.some((query) => isNotFound(query.state.error));
  // Every read answered, or answered "not found": the server may keep the page (island-pages.ts' `settled`).
  const settled = queries.every((query) => query.state.status !== 'error' || isNotFound(query.state.error));
  const Page = page.default as (pageProps: PageProps & Record<string, unknown>) => ReactElement;
  const rendered = await renderStaticSettled(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <Page params={params} {...extra} />
      </TRPCProvider>
    </QueryClientProvider>,
    props,
  );
  return { ...rendered, status: missing ? 404 : 200, settled, location: undefined, data: { queryClient, trpc } };
}
