// What a page gets from its address. Pages import this, never routes.ts: the route table loads the pages.
import type { AppRouter } from '@sme/api';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';

export type RouteParams = Record<string, string>;

export interface PageProps {
  params: RouteParams;
}

/** What fetches a page's data before a server render gets: the API, the cache it fills and the page's address. */
export interface PrefetchArgs {
  trpc: TRPCOptionsProxy<AppRouter>;
  queryClient: QueryClient;
  params: RouteParams;
  search: URLSearchParams;
}

/** What blog-details with id and title asks for: both as the URL has them. */
export function blogPostKey(params: RouteParams): { id: string; title: string } {
  return { id: params.id ?? '', title: params.title ?? '' };
}

/** The /blogs page number from ?page=, 1 when absent or not a positive whole number. */
export function blogPageNumber(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
