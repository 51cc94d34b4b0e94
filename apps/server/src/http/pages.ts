import { appRouter, type Context } from '@sme/api';
import { parseConsentCookie, type PublicSettings } from '@sme/domain';
import type { FastifyInstance } from 'fastify';
import { createNonce, pageContentSecurityPolicy, showsLead } from './security-headers.ts';
import type { WebRenderer } from './web-build.ts';

/** Every other GET is a page: rendered on the server, with 404 status for unknown paths and missing posts. */
export function registerPages(
  app: FastifyInstance,
  web: WebRenderer,
  createContext: () => Context,
  settings: PublicSettings,
) {
  app.get('/*', async (request, reply) => {
    const consent = parseConsentCookie(request.headers.cookie);
    const nonce = createNonce();
    // A page with a lead's id shows that lead (name, address, answers): never kept, never indexed (the header
    // for crawlers that read headers, the page's own meta tag for those that read the page).
    const lead = showsLead(request.url);
    const { status, html } = await web.renderPage({
      url: request.url,
      router: appRouter,
      createContext,
      settings,
      consent,
      nonce,
      noindex: lead,
    });
    if (lead) reply.header('x-robots-tag', 'noindex');
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', pageContentSecurityPolicy(nonce, settings))
      .header('cache-control', lead ? 'no-store' : 'no-cache')
      .send(html);
  });
}
