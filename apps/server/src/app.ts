import compress from '@fastify/compress';
import type { Database } from '@sme/db';
import { seedStorageDir } from '@sme/db';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressProvider } from '@sme/api';
import { addressLookupFromConfig } from './address-lookup.ts';
import { publicSettings, publicUrlOf, trustProxyOption, type Config } from './config.ts';
import { registerRest, registerTrpc } from './http/api.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { answerClientError, answerFrameworkError, registerNotFound } from './http/client-errors.ts';
import { countryFromHeaders, type ContextFactory } from './http/context.ts';
import { registerHealth } from './http/health.ts';
import { setUpMetrics } from './http/metrics.ts';
import { registerConsoleExport } from './http/console-export.ts';
import { registerImageUpload } from './http/image-upload.ts';
import { registerFindability } from './http/findability.ts';
import { registerPages } from './http/pages.ts';
import { PrivacyLogController } from './http/request-log.ts';
import { answerWithRequestId, requestIdOf } from './http/request-id.ts';
import { answerPreflights } from './http/cors-policy.ts';
import { parseQueryString } from './http/query-string.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { setUpResponseCache } from './http/response-cache/index.ts';
import { requireXhr } from './http/require-xhr.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerStaticFiles } from './http/static-files.ts';
import { createDevRenderer } from './http/dev-web.ts';
import { loadWebBuild } from './http/web-build.ts';
import { setUpConsole } from './console.ts';
import { setUpBookingDetails } from './booking-details.ts';
import { setUpDeliveries } from './deliveries.ts';
import { setUpLiveChanges } from './live-changes.ts';
import { setUpMailer } from './partner-mail.ts';

export interface ServerDeps {
  config: Config;
  db: Database;
  /** Pages from the web build, or from Vite with hot reload (npm run dev); none: the API only (API tests). */
  web?: 'build' | 'vite-dev';
  /**
   * The postcode lookup, when the caller brings its own (the browser tests' harness: the built-in dataset, with a
   * service outage it can start and end); otherwise the configured one (address-lookup.ts).
   */
  addressLookup?: AddressProvider;
}

export async function buildServer({
  config,
  db,
  web,
  addressLookup: givenLookup,
}: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      // Fastify's own error lines carry the request: keep the method and route, never the URL or address.
      serializers: { req: (req) => ({ method: req.method, route: req.routeOptions?.url }) },
    },
    logController: new PrivacyLogController(),
    // X-Request-Id (request-id.ts): sent back on every answer and on every log line of the request (reqId).
    genReqId: requestIdOf,
    routerOptions: {
      querystringParser: parseQueryString,
      ignoreTrailingSlash: true,
      // A tRPC batch names every procedure in one path parameter: a page of the console's content asks for four or
      // five at once (admin.content.catalogue.terms.list,…), past Fastify's default of 100 characters (414).
      maxParamLength: 1000,
    },
    // Off unless TRUST_PROXY names the proxies: otherwise any client could choose the address it is counted by.
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // URLs and connections Fastify or Node refuse before a route runs answer in the caller's shape (client-errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // A client dribbling its headers or body is answered 408 and cut off (answerClientError) once the whole request
    // has taken REQUEST_TIMEOUT_MS. Node looks for such requests every connectionsCheckingInterval (30 s by
    // default, which let a 30 s limit run to nearly 60): every second, the limit holds to within a second.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: {
      requestTimeout: config.REQUEST_TIMEOUT_MS,
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: 1000,
    },
    // Stopping (main.ts) closes the listener; a request already on its way on an accepted connection is served, not
    // refused with a 503 that a proxy would pass on for any POST it may not repeat.
    return503OnClosing: false,
  });
  registerNotFound(app);
  // First, so its timing hook covers every route registered after it.
  const metrics = setUpMetrics(app, config.METRICS_TOKEN, db);
  const addressLookup = givenLookup ?? addressLookupFromConfig(config);
  const consoleAuth = await setUpConsole(app, config, db);
  setUpDeliveries(app, config, db);
  const bookingDetails = setUpBookingDetails(app, config, db);
  const leadChanges = await setUpLiveChanges(app, db, metrics);
  const mailer = setUpMailer(app, config);
  const createContext: ContextFactory = (request) => ({
    prisma: db.prisma,
    addressLookup,
    visitorCountry: countryFromHeaders(request?.req.headers),
    consoleAuth,
    formRules: { minFillMs: config.FORM_MIN_FILL_MS, duplicateWindowMs: config.FORM_DUPLICATE_WINDOW_MS },
    officeHours: config.OFFICE_HOURS,
    contactCadence: config.CONTACT_CADENCE,
    publicUrl: publicUrlOf(config),
    fcaFrn: config.SITE_FCA_FRN,
    leadRoundRobin: config.LEAD_ROUND_ROBIN,
    leadChanges,
    bookingDetails,
    mailer,
  });

  answerWithRequestId(app);
  registerSecurityHeaders(app);
  answerPreflights(app);
  requireXhr(app);
  await registerRateLimits(app, config);
  // After the XHR guard and the rate limiter, before the routes' own onSend hooks and compression (register.ts).
  const responseCache = await setUpResponseCache(app, db);
  await registerRest(app, createContext);
  await registerApiDocs(app, config.PUBLIC_URL);
  await app.register(compress, { threshold: 1024 });
  await registerTrpc(app, createContext);
  registerConsoleExport(app, createContext);
  await registerImageUpload(app, createContext, { publicUrl: publicUrlOf(config) });
  registerHealth(app, db);
  const renderer =
    web === 'build' ? await loadWebBuild() : web === 'vite-dev' ? await createDevRenderer(app) : undefined;
  await registerStaticFiles(app, {
    clientDirs: renderer?.clientDirs,
    storageDir: seedStorageDir,
    storedImages: { prisma: db.prisma, contentGeneration: () => responseCache.reads.generation },
  });
  if (renderer) {
    const settings = publicSettings(config);
    registerFindability(app, { prisma: db.prisma, publicUrl: settings.publicUrl });
    registerPages(app, renderer, createContext, settings);
    responseCache.servePages(renderer);
  }
  return app;
}
