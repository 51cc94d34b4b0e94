import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from '../root.ts';
import { applyExamples } from './apply-examples.ts';
import { errorResponses, legacyErrorSchema } from './legacy-error.ts';
import { multiShapeSchema } from './multi-shape-bodies.ts';
import { operationDescriptions, tagDescriptions } from './descriptions.ts';
import { tightenBody } from './field-formats.ts';
import { answerHeaders, withAnswerHeaders } from './answer-headers.ts';
import type { Operation, SchemaObject } from './types.ts';

/** The REST contract's version: its changes are listed in CHANGELOG-REST.md at the repository's root. */
export const REST_CONTRACT_VERSION = '1.1.0';
import { leadEventSchema, leadWebhooks } from './webhooks.ts';

/** Where a generated client sends its calls when nothing else is said: a local server started with npm start. */
export const LOCAL_SITE = 'http://localhost:3000';

/**
 * The REST contract integrators build against, generated from the router, with the legacy error contract. `site` is
 * the site's own address (PUBLIC_URL), which a running site's document names; without it (openapi.json in the
 * repository) the address is a server variable whose default is a local server. Either way the URL is absolute,
 * which generated clients need.
 */
export function buildOpenApiDocument(site?: string) {
  const document = generateOpenApiDocument(appRouter, {
    title: 'SME Compare REST API',
    version: REST_CONTRACT_VERSION,
    description:
      'The legacy /api paths of the site, for servers: a browser on another site is refused (no CORS). Every ' +
      'request must carry the header X-Requested-With: XMLHttpRequest. Bodies are JSON; form-encoded bodies with ' +
      'the same fields are taken too, as the legacy site sent them. A refused submission or an unknown id answers ' +
      '404 with { "errors": [{ "message": "…", "code": "…", "field": "…" }] }, one entry per problem: the message ' +
      'for people, the code (stable) and the field for programs; every other error uses the same body. A field a ' +
      'call does not take is refused by name (code unknown_field); the business name is taken as business_name or ' +
      'bussiness_name wherever a call takes one of them. Every answer carries X-Request-Id; throttled calls carry ' +
      'RateLimit and RateLimit-Policy. The changes to this contract are listed in CHANGELOG-REST.md.',
    baseUrl: `${site ?? '{origin}'}/api`,
  });
  if (!site) {
    document.servers = [
      {
        url: '{origin}/api',
        description:
          'The site: `origin` is its address, scheme and host (PUBLIC_URL); /api/openapi.json on the site names it.',
        // No description on the variable, though OpenAPI allows one: orval's validator refuses it.
        variables: { origin: { default: LOCAL_SITE } },
      },
    ];
  }
  const origin = site ?? LOCAL_SITE;
  // No route needs authorisation: the generator's default security scheme would only mislead.
  const { securitySchemes: _none, schemas = {}, ...components } = document.components ?? {};
  document.components = {
    ...components,
    schemas: {
      ...Object.fromEntries(Object.entries(schemas).filter(([name]) => !name.startsWith('error.'))),
      LegacyError: legacyErrorSchema,
      LeadEvent: leadEventSchema as typeof legacyErrorSchema,
    },
  };
  // The API is the business's own, not open source: integrators use it under the site's terms.
  document.info.license = { name: 'Proprietary', url: `${origin}/privacy-policy` };
  document.info.contact = { name: 'SME Compare', url: `${origin}/contact-us` };
  document.tags = Object.entries(tagDescriptions).map(([name, description]) => ({ name, description }));
  document.components.headers = answerHeaders;
  (document as { webhooks?: unknown }).webhooks = leadWebhooks();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, Operation>)) {
      const body = operation.requestBody?.content;
      if (operation.requestBody && body) {
        // One media type: generated clients then send JSON with its Content-Type. Form-encoded bodies are still
        // taken (the info says so); offered beside JSON with no `encoding`, they made clients send no type at all.
        const schema = tightenBody((multiShapeSchema(path) ?? body['application/json']?.schema) as SchemaObject);
        operation.requestBody.content = { 'application/json': { schema } };
      }
      operation.responses = withAnswerHeaders({ 200: operation.responses?.[200], ...errorResponses(path, !!body) });
      const key = `${method.toUpperCase()} ${path}`;
      operation.description ??= operationDescriptions[key];
      // The energy router was commercialUtility when integrators generated their clients: its ids stay as they were.
      operation.operationId = operation.operationId?.replace(/^energy-/, 'commercialUtility-');
      applyExamples(key, operation);
    }
  }
  return document;
}
