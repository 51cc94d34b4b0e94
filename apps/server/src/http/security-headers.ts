import { SCHEDULING_SCRIPT_URL, type PublicSettings } from '@sme/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { consolePath } from '../console.ts';

type Policy = Record<string, string[]>;

const serialize = (policy: Policy) =>
  Object.entries(policy)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');

/** What every policy of this server says, whatever the document. */
const lockedDown: Policy = {
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
};

const originOf = (url: string) => (URL.canParse(url) ? new URL(url).origin : undefined);
const origins = (urls: string[]) => urls.map(originOf).filter((origin) => origin !== undefined);

/**
 * The policy of the site's pages, built from the same settings the pages embed, so a changed setting never needs
 * a second list here:
 * - scripts: this server's files, the scheduling widget's script (the one address the booking screen loads it
 *   from), and the page template's own inline scripts by the hash of their text (`inlineScripts`, web-build.ts).
 *   No nonce and no 'unsafe-inline': an inline script anyone else puts into a page never runs, and one policy
 *   serves a page rendered for this request and one kept in memory alike. What the render itself writes inline
 *   (the hydration state, JSON-LD) is data, never run, so it needs no permission;
 * - frames: the scheduling page (SITE_SCHEDULING_URL), the office map (SITE_MAP_EMBED_URL) and the social feed,
 *   which is the Facebook page of SITE_FACEBOOK_URL;
 * - styles: this server's files plus inline. sonner and sweetalert2 insert <style> elements of their own and
 *   React renders style attributes into the HTML, so a hash or nonce here would only break them; styles cannot
 *   run code.
 * - connections: this server only ('self' also covers the dev server's hot-reload WebSocket on the same port).
 */
export function pageContentSecurityPolicy(settings: PublicSettings, inlineScripts: readonly string[]): string {
  const feed = settings.social.filter((channel) => channel.name === 'Facebook').map((channel) => channel.url);
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts, ...origins([SCHEDULING_SCRIPT_URL])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': origins([settings.schedulingUrl, settings.mapEmbedUrl, ...feed]),
    ...lockedDown,
  });
}

/**
 * /api/docs: Swagger UI runs from this server's files only (its page has no inline script); it styles through
 * style attributes and draws its icons from data: URLs.
 */
export const apiDocsContentSecurityPolicy = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  ...lockedDown,
});

/**
 * Browser features the site never asks for, off for the pages and every frame in them. The embeds need none:
 * the booking calendar is for a free call (no payment inside it), the map does not locate the visitor.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * Lead and application ids are random UUIDs, and they are the only way to reach a lead's data: a URL that holds
 * one (in its path, its query or a tRPC input) is about a lead.
 */
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

export function showsLead(url: string): boolean {
  if (uuid.test(url)) return true;
  try {
    return uuid.test(decodeURIComponent(url));
  } catch {
    return false;
  }
}

const isApiCall = (url: string) => /^\/(api|trpc)(\/|\?|$)/.test(url) && !url.startsWith('/api/docs');

/**
 * No shared or browser cache keeps a lead: every submission (anything but a read), every read about a lead, and
 * every console call answers no-store. Blog and catalogue reads keep their own caching.
 */
function keepsLead(request: FastifyRequest): boolean {
  // The REST plugin rewrites request.url without its /api prefix: judge by the URL that came in.
  const url = request.originalUrl;
  if (!isApiCall(url)) return false;
  const read = request.method === 'GET' || request.method === 'HEAD';
  return !read || showsLead(url) || consolePath.test(url);
}

/**
 * Helmet's one static policy cannot name the template's script hashes nor the settings' frames: pages and /api/docs
 * set their own Content-Security-Policy (above).
 */
const helmetOptions: HelmetOptions = { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false };

/**
 * The headers helmet sets for these options. They are the same for every answer, so helmet runs once, here:
 * @fastify/helmet built helmet's middleware again for every request, a tenth of the time of an API read answered from
 * memory (measured with npm run bench).
 */
export function helmetHeaders(options: HelmetOptions = helmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const protections = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(protections);
    // Fastify reads originalUrl from the raw request the first time it is asked, and the REST plugin rewrites that
    // URL before onSend: read it while it is still the URL that came in (the dev server's middleware happened to do
    // this, the built server did not, and its answers about a lead went out without no-store).
    void request.originalUrl;
    done();
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
    if (keepsLead(request)) reply.header('cache-control', 'no-store');
  });
}
