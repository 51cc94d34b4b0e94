import { z } from 'zod';
import { toOpenApiSchema } from './json-schema.ts';
import type { SchemaObject } from './types.ts';

/** The legacy error contract: legacy clients toast each message. */
export const legacyErrorSchema = {
  ...toOpenApiSchema(z.object({ errors: z.array(z.object({ message: z.string() })) })),
  example: { errors: [{ message: 'Please enter a valid UK postcode.' }] },
} as SchemaObject;

export const legacyErrorBody = (messages: string[]) => ({ errors: messages.map((message) => ({ message })) });

export function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/LegacyError' } } },
  };
}

/** Every operation's error responses; 400 and 415 only where a body is read, 503 only where an outside service answers. */
export function errorResponses(path: string, hasBody: boolean) {
  return {
    403: errorResponse('The X-Requested-With: XMLHttpRequest header is missing.'),
    404: errorResponse('Refused: each failed check, or an unknown id, as a message.'),
    ...(hasBody
      ? {
          400: errorResponse('The body could not be read (e.g. malformed JSON).'),
          415: errorResponse('The body is neither JSON nor form-encoded (see its Content-Type).'),
        }
      : {}),
    ...(path.startsWith('/address/')
      ? { 503: errorResponse('The postcode lookup service is not available; try again shortly.') }
      : {}),
    500: errorResponse('A fault on our side; the message says so and nothing else.'),
  };
}
