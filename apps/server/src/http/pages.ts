import { appRouter, readPublicClaims } from '@sme/api';
import { parseConsentCookie, type PublicClaims, type PublicSettings } from '@sme/domain';
import { postcodeStartLocation } from '@sme/web/postcode-starts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consolePath } from '../console.ts';
import type { ContextFactory } from './context.ts';
import type { IslandPageRequest } from './island-pages.ts';
import { registerPageForms } from './page-forms.ts';
import { doNotKeep } from './response-cache/register.ts';
import { pageContentSecurityPolicy, showsLead } from './security-headers.ts';
import { staffAppFor } from './staff-pages.ts';
import type { WebRenderer } from './web-build.ts';

/**
 * Every other GET is a page: the console's or the portal's app (staff-pages.ts), or a public page rendered on the
 * server, with 404 status for unknown paths and missing posts. Public pages that are the same for every visitor are
 * kept in memory (response-cache/), one per URL and cookie choice.
 */
export function registerPages(
  app: FastifyInstance,
  web: WebRenderer,
  createContext: ContextFactory,
  settings: PublicSettings,
) {
  // One policy per set of template scripts: the build has one, the dev server's Vite template may change.
  const policies = new Map<string, string>();
  const policyFor = (inlineScripts: readonly string[]) => {
    const key = inlineScripts.join(' ');
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = pageContentSecurityPolicy(settings, inlineScripts);
      if (policies.size < 16) policies.set(key, policy);
    }
    return policy;
  };

  /**
   * A public page: Astro's render of its islands page, sent with the site's headers (a plain form's answer, `posted`,
   * is never kept). False when no islands page has this path. (Not the reply: Fastify's reply is a thenable, which an
   * async function's caller awaits into undefined, and the page was rendered a second time.)
   */
  const sendIslandPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    page: Omit<IslandPageRequest, 'url'>,
    status?: number,
  ) => {
    const islandPage = await web.islandPages({ ...page, url: request.url });
    if (!islandPage) return false;
    if (islandPage.location !== undefined) {
      sendMoved(reply, islandPage.location);
      return true;
    }
    if (!islandPage.settled) doNotKeep(request);
    if (page.noindex) reply.header('x-robots-tag', 'noindex');
    reply
      .code(status ?? islandPage.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', policyFor(islandPage.inlineScripts))
      .header('cache-control', page.noindex || page.posted ? 'no-store' : 'no-cache')
      .header('vary', 'cookie')
      .send(islandPage.html);
    return true;
  };
  /** What an islands page is rendered with for a plain form's answer: the page's own, with the form's answer. */
  const plainFormLocals = async (request: FastifyRequest) => ({
    settings: { ...settings, claims: await claimsFor(request, createContext) },
    consent: parseConsentCookie(request.headers.cookie),
    noindex: showsLead(request.url),
    router: appRouter,
    createContext: () => createContext(),
  });
  registerPageForms(app, createContext, {
    // The page's own HTML says which plain forms it holds (their hidden `form` field): only there is the visitor
    // thanked after a redirect, or shown what was wrong.
    holdsForm: async (request, form) => {
      const page = await web.islandPages({ ...(await plainFormLocals(request)), url: request.url });
      return page?.status === 200 && page.html.includes(`name="form" value="${form}"`);
    },
    render: async (request, reply, posted, status) =>
      sendIslandPage(request, reply, { ...(await plainFormLocals(request)), posted }, status),
  });

  app.get('/*', async (request, reply) => {
    // A built file that is not there (a page from an earlier build asking for its chunks after a deploy): a short
    // 404 that no cache keeps, since another instance still on that build may have it; the 404 page is no use to a
    // script tag, and rendering it for each such request costs a page render.
    if (request.url.startsWith('/assets/')) return reply.header('cache-control', 'no-store').callNotFound();
    // A quote's postcode form sent before the page's code arrived (a GET to its flow's landing page): on to the flow.
    const flowStep = postcodeStartLocation(new URL(request.url, 'http://localhost'));
    if (flowStep) return reply.code(303).header('location', flowStep).header('cache-control', 'no-store').send();
    // The console's and the portal's pages: their app's own page, the same for everyone, never kept or indexed
    // (console.ts says so for everything under their bases).
    const staffApp = staffAppFor(new URL(request.url, 'http://localhost').pathname);
    if (staffApp) {
      const page = await web.staffPage(staffApp, request.url);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', policyFor(page.inlineScripts))
        .header('cache-control', 'no-store')
        .send(page.html);
    }
    const consent = parseConsentCookie(request.headers.cookie);
    // A page with a lead's id shows that lead (name, address, answers): never kept, never indexed (the header
    // for crawlers that read headers, the page's own meta tag for those that read the page).
    const lead = showsLead(request.url);
    // Addresses come from the postcode service, not from the content this server watches: such a page is not kept.
    let askedOutside = false;
    const renderContext = () => {
      const context = createContext();
      const { addressLookup } = context;
      return {
        ...context,
        addressLookup: {
          lookup: (postcode: string) => {
            askedOutside = true;
            return addressLookup.lookup(postcode);
          },
        },
      };
    };
    const pageSettings = { ...settings, claims: await claimsFor(request, createContext) };
    const sentIslandPage = await sendIslandPage(request, reply, {
      settings: pageSettings,
      consent,
      noindex: lead,
      router: appRouter,
      createContext: renderContext,
    });
    if (askedOutside) doNotKeep(request);
    if (sentIslandPage) return reply;
    // The islands answer every address (an unknown one with their 404 page): a build without that page is broken.
    throw new Error(`No islands page answers ${new URL(request.url, 'http://localhost').pathname}.`);
  });
}

/**
 * The figure claims a page may make. Unread (the database out of reach), the page makes none and is not kept: a claim
 * is shown on its evidence or not at all.
 */
async function claimsFor(request: FastifyRequest, createContext: ContextFactory): Promise<PublicClaims> {
  try {
    return await readPublicClaims(createContext().prisma);
  } catch (error) {
    request.log.warn({ err: error }, 'the figure claims could not be read: the page makes none');
    doNotKeep(request);
    return {};
  }
}

/**
 * Another address holds this page (a post opened by id and title): one address for visitors and search engines. Not
 * kept in memory (the cache keeps 200 and 404 only); revalidated, so a renamed post's id still leads to it.
 */
const sendMoved = (reply: FastifyReply, location: string) =>
  reply.code(301).header('location', location).header('cache-control', 'no-cache').send();

/**
 * The key of a page kept in memory: its URL and the cookie choice, the only parts of a request the render reads.
 * None for the console, pages that show a lead, and renders from the sources (npm run dev shows each edit at once).
 */
export function pageCacheKey(web: WebRenderer) {
  return (request: FastifyRequest): string | undefined => {
    if (!web.stable || request.routeOptions.url !== '/*') return undefined;
    if (showsLead(request.url) || consolePath.test(request.url)) return undefined;
    return `${parseConsentCookie(request.headers.cookie) ?? 'no-choice'} ${request.url}`;
  };
}
