import { CONSOLE_PROCEDURE_PREFIX } from '@sme/domain';
import type { FastifyRequest } from 'fastify';

/** The console's live stream: the one procedure a browser opens with EventSource, which cannot add a header. */
export const LIVE_STREAM_PROCEDURE = `${CONSOLE_PROCEDURE_PREFIX}live.changes`;

/**
 * Whether this is the console's live stream opened by a page of this very site. EventSource cannot send
 * X-Requested-With, so the browser's own word stands in for it: Sec-Fetch-Site (set by the browser, not by a page's
 * script) says same-origin, or, from a browser without it, an Origin naming this host. A GET of one subscription
 * only, never a batch: everything else keeps needing the header.
 */
export function isSameOriginLiveStream(request: FastifyRequest): boolean {
  if (request.method !== 'GET' || request.routeOptions.url !== '/trpc/:path') return false;
  if ((request.params as { path?: unknown }).path !== LIVE_STREAM_PROCEDURE) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (!origin || !request.headers.host) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
