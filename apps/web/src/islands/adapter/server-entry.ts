// The built server entry (dist/islands/server/entry.mjs) the Fastify server loads.
import { createApp } from 'astro/app/entrypoint';
import type { IslandLocals } from '../locals.ts';

// Not streamed: the server keeps whole pages in its cache and hashes their inline scripts for its policy.
const app = createApp({ streaming: false });

/** Whether a page of the islands build answers this request's path: its own page, or the 404 page (pages/[...unknown].astro). */
export function hasIslandPage(request: Request): boolean {
  return app.match(request) !== undefined;
}

/** Renders the page for `request` with what the server read for it (settings, consent). */
export function renderIslandPage(request: Request, locals: IslandLocals): Promise<Response> {
  return app.render(request, { locals: locals as unknown as Record<string, unknown> });
}
