import type { AppRouter } from '@sme/api';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { AstroGlobal } from 'astro';
import { createElement } from 'react';
import type { PageHead } from '../../app/page-meta.tsx';
import { UNSETTLED_HEADER } from '../locals.ts';
import { htmlAroundSlots, IslandSlot, type HtmlSegment } from './island-slot.tsx';
import { renderRoute } from './render-route.tsx';

/** A page of the route table rendered for its islands page: its head, its status and its HTML cut at its slots. */
export interface RoutePageRender {
  head: PageHead;
  status: number;
  segments: HtmlSegment[];
  /** What the page's render read (its route's prefetch), and the keys to it: what an island of the page needs. */
  data: { queryClient: QueryClient; trpc: TRPCOptionsProxy<AppRouter> };
}

/**
 * The page of the route table (app/routes.ts) at Astro's URL, with its data (render-route.tsx), its status and whether
 * it may be kept set on Astro's response. `slots` are the page's props that place its islands: each is cut out of the
 * HTML where the page renders it (RoutePage.astro puts the slot of that name there; an `optional` one only where the
 * page rendered it). A Response instead when another address holds the page (a post's earlier title): the page's
 * frontmatter returns it, as only a page can redirect.
 */
export async function renderRoutePage(
  Astro: AstroGlobal,
  slots: readonly string[] = [],
  { optional = [] }: { optional?: readonly string[] } = {},
): Promise<RoutePageRender | Response> {
  const { settings, consent, router, createContext } = Astro.locals;
  const island = { settings, consent, path: Astro.url.pathname, search: Astro.url.search.slice(1) };
  const rendered = await renderRoute(
    Astro.url,
    island,
    { router, createContext },
    Object.fromEntries(slots.map((name) => [name, createElement(IslandSlot, { name })])),
  );
  if (rendered.location !== undefined) return Astro.redirect(rendered.location, 301);
  const { html, head, status, settled, data } = rendered;
  Astro.response.status = status;
  if (!settled) Astro.response.headers.set(UNSETTLED_HEADER, '1');
  // A missing page (404) renders no slot: its islands have nowhere to go.
  return { head, status, segments: status === 200 ? htmlAroundSlots(html, slots, optional) : [{ html }], data };
}
