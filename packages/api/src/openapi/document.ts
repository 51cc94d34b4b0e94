import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from '../root.ts';
import { applyExamples } from './apply-examples.ts';
import { errorResponses, legacyErrorSchema } from './legacy-error.ts';
import { multiShapeSchema } from './multi-shape-bodies.ts';
import type { Operation } from './types.ts';
import { leadEventSchema, leadWebhooks } from './webhooks.ts';

/** The REST contract integrators build against, generated from the router, with the legacy error contract. */
export function buildOpenApiDocument(baseUrl = '/api') {
  const document = generateOpenApiDocument(appRouter, {
    title: 'SME Compare REST API',
    version: '1.0.0',
    description:
      'The legacy /api paths of the site. Every request must carry the header X-Requested-With: XMLHttpRequest. ' +
      'Bodies may be JSON or form-encoded. A refused submission or an unknown id answers 404 with ' +
      '{ "errors": [{ "message": "…" }] }, one entry per problem; every other error uses the same body.',
    baseUrl,
  });
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
  document.info.license = { name: 'Proprietary', url: '/privacy-policy' };
  (document as { webhooks?: unknown }).webhooks = leadWebhooks();
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(pathItem as Record<string, Operation>)) {
      const body = operation.requestBody?.content;
      if (body) {
        const schema = multiShapeSchema(path) ?? body['application/json']?.schema;
        for (const media of ['application/json', 'application/x-www-form-urlencoded']) body[media] = { schema };
      }
      operation.responses = { 200: operation.responses?.[200], ...errorResponses(path, !!body) };
      // The energy router was commercialUtility when integrators generated their clients: its ids stay as they were.
      operation.operationId = operation.operationId?.replace(/^energy-/, 'commercialUtility-');
      applyExamples(`${method.toUpperCase()} ${path}`, operation);
    }
  }
  return document;
}
