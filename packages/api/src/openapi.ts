import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './root.ts';

/** The REST contract integrators build against, generated from the router. */
export function buildOpenApiDocument(baseUrl = '/api') {
  return generateOpenApiDocument(appRouter, {
    title: 'SME Compare REST API',
    version: '1.0.0',
    description:
      'The legacy /api paths of the site. Every request must carry the header X-Requested-With: XMLHttpRequest.',
    baseUrl,
  });
}
