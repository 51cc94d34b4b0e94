import { generateOpenApiDocument } from 'trpc-to-openapi';
import { z } from 'zod';
import { basicInfoInput } from './routers/business-loan/basic-info.schema.ts';
import { categoryInput } from './routers/business-loan/category.schema.ts';
import { turnoverInput } from './routers/business-loan/turnover.schema.ts';
import { createInput } from './routers/cash-advance/create.schema.ts';
import { updateInput } from './routers/cash-advance/update.schema.ts';
import { appRouter } from './root.ts';

/**
 * Paths that take several legacy shapes: the procedure reads a loose object and tells the shapes apart, so the
 * document describes each shape (oneOf) with the schema its step checks it against.
 */
const multiShapeBodies: Record<string, { title: string; schema: z.ZodType }[]> = {
  '/business-loan/submit': [
    { title: 'Step 1: basic information (starts the application)', schema: basicInfoInput },
    { title: 'Step 2: business category', schema: categoryInput },
    { title: 'Step 3: monthly card turnover', schema: turnoverInput },
  ],
  '/cash-advance/store': [
    { title: 'Create: the merchant-service form', schema: createInput },
    { title: 'Update: the chosen product', schema: updateInput },
  ],
};

type SchemaObject = NonNullable<
  NonNullable<ReturnType<typeof generateOpenApiDocument>['components']>['schemas']
>[string];

/** The legacy error contract: legacy clients toast each message. */
const legacyError = {
  ...z.toJSONSchema(z.object({ errors: z.array(z.object({ message: z.string() })) }), { target: 'openapi-3.0' }),
  example: { errors: [{ message: 'Please enter a valid UK postcode.' }] },
} as SchemaObject;

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/LegacyError' } } },
});

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses?: Record<string, unknown>;
};

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
      LegacyError: legacyError,
    },
  };
  for (const [path, pathItem] of Object.entries(document.paths ?? {})) {
    for (const operation of Object.values(pathItem as Record<string, Operation>)) {
      const shapes = multiShapeBodies[path];
      if (shapes && operation.requestBody) {
        const oneOf = shapes.map(({ title, schema }) => ({
          title,
          ...z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0' }),
        }));
        for (const media of ['application/json', 'application/x-www-form-urlencoded']) {
          operation.requestBody.content[media] = { schema: { oneOf } };
        }
      } else if (operation.requestBody?.content['application/json']) {
        operation.requestBody.content['application/x-www-form-urlencoded'] =
          operation.requestBody.content['application/json'];
      }
      const { 200: ok } = operation.responses ?? {};
      operation.responses = {
        200: ok,
        403: errorResponse('The X-Requested-With: XMLHttpRequest header is missing.'),
        404: errorResponse('Refused: each failed check, or an unknown id, as a message.'),
        ...(operation.requestBody ? { 400: errorResponse('The body could not be read (e.g. malformed JSON).') } : {}),
        ...(path.startsWith('/address/')
          ? { 503: errorResponse('The postcode lookup service is not available; try again shortly.') }
          : {}),
        500: errorResponse('A fault on our side; the message says so and nothing else.'),
      };
    }
  }
  return document;
}
