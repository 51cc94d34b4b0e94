// The built server entry (dist/islands/server/entry.mjs) the Fastify server loads.
import { createApp } from 'astro/app/entrypoint';
import { findRoute, notFoundRoute } from '../../app/routes.ts';
import type { IslandLocals } from '../locals.ts';

/** The islands page that answers an address no page of the site has (pages/[...unknown].astro). */
const UNKNOWN_ADDRESS_ROUTE = '/[...unknown]';

// Not streamed: the server keeps whole pages in its cache and hashes their inline scripts for its policy.
const app = createApp({ streaming: false });

/**
 * Whether a page of the islands build answers this request's path: its own page, or the 404 page for an address the
 * site's route table does not know. An address the route table knows and no islands page holds would be the single-page
 * app's (none is, since the booking screen moved).
 */
export function hasIslandPage(request: Request): boolean {
  const matched = app.match(request);
  if (!matched) return false;
  return matched.route !== UNKNOWN_ADDRESS_ROUTE || findRoute(new URL(request.url).pathname).route === notFoundRoute;
}

/** Renders the page for `request` with what the server read for it (settings, consent). */
export function renderIslandPage(request: Request, locals: IslandLocals): Promise<Response> {
  return app.render(request, { locals: locals as unknown as Record<string, unknown> });
}
