// What a page gets from its address. Pages import this, never routes.ts: the route table loads the pages.

export type RouteParams = Record<string, string>;

export interface PageProps {
  params: RouteParams;
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
