import type { FastifyRequest } from 'fastify';
import { countryFromHeaders } from '../context.ts';
import { resolvedPath } from '../resolved-path.ts';
import { showsLead } from '../security-headers.ts';

/**
 * The reads whose answers depend on the content only (blog posts, the card-machine catalogue, the finance figures), the same for REST and
 * tRPC. The location data depends on the country a CDN reports too, so that is part of its key.
 */
const procedures = new Set([
  'blog.section',
  'blog.list',
  'blog.details',
  'blog.detailsById',
  'cashAdvance.catalogue',
  'cashAdvance.getData',
  'cashAdvance.getProduct',
  'cashAdvance.locationData',
  'finance.figures',
]);
const restPaths = [
  /^\/api\/blog$/,
  /^\/api\/blog\/[^/]+$/,
  /^\/api\/blog\/details\/[^/]+$/,
  /^\/api\/cash-advance\/get-data$/,
  /^\/api\/cash-advance\/get-product\/[^/]+$/,
  /^\/api\/cash-advance\/get-location-data$/,
];
const restLocationData = '/api/cash-advance/get-location-data';

/** The key of a cacheable blog or catalogue read over REST or tRPC, decided on the route Fastify matched. */
export function contentReadKey(request: FastifyRequest): string | undefined {
  const route = request.routeOptions.url;
  if (route !== '/api/*' && route !== '/trpc/:path') return undefined;
  // An id in the URL is about a lead, never content.
  if (showsLead(request.url)) return undefined;
  let country = false;
  let format = '';
  if (route === '/trpc/:path') {
    const called = String((request.params as { path?: unknown }).path ?? '').split(',');
    if (!called.every((name) => procedures.has(name))) return undefined;
    country = called.includes('cashAdvance.locationData');
    // tRPC answers in another format (a stream of lines) when asked through these headers: its Vary names them.
    format = ` trpc-accept=${request.headers['trpc-accept'] ?? ''} accept=${request.headers.accept ?? ''}`;
  } else {
    const path = resolvedPath(request.url)?.replace(/(.)\/$/, '$1');
    if (!path || !restPaths.some((pattern) => pattern.test(path))) return undefined;
    country = path === restLocationData;
  }
  const where = country ? ` country=${countryFromHeaders(request.headers) ?? ''}` : '';
  return `GET ${request.url}${where}${format}`;
}
