import type { Context } from '@sme/api';
import type { IncomingHttpHeaders } from 'node:http';

/** Builds a procedure's context; the HTTP adapters pass the request, a server render passes nothing. */
export type ContextFactory = (request?: { req: { headers: IncomingHttpHeaders } }) => Context;

/** Country headers set by common CDNs and load balancers (Cloudflare, CloudFront, Vercel, and a generic one). */
const countryHeaders = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'];

/** The visitor's country as a two-letter code, when a proxy in front of the server says it; null otherwise. */
export function countryFromHeaders(headers: IncomingHttpHeaders | undefined): string | null {
  for (const name of countryHeaders) {
    const value = headers?.[name];
    const code = (Array.isArray(value) ? value[0] : value)?.trim().toUpperCase();
    // Cloudflare sends XX for unknown and T1 for Tor.
    if (code && /^[A-Z]{2}$/.test(code) && code !== 'XX') return code;
  }
  return null;
}
