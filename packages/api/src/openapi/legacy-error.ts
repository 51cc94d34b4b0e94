import { serverMessages } from '@sme/domain';
import { z } from 'zod';
import { internalErrorMessage } from '../trpc.ts';
import { bodyMessages, restBodyLimit, shapeLimits } from './body-limits.ts';
import { toOpenApiSchema } from './json-schema.ts';
import type { SchemaObject } from './types.ts';

/** The legacy error contract: legacy clients toast each message. */
export const legacyErrorSchema = {
  ...toOpenApiSchema(z.object({ errors: z.array(z.object({ message: z.string() })) })),
  description: 'One entry per problem; legacy clients show each message as it is.',
} as SchemaObject;

export const legacyErrorBody = (messages: string[]) => ({ errors: messages.map((message) => ({ message })) });

/** What the REST layer answers when no procedure ran: the same words here, in the document and on the wire. */
export const transportMessages = {
  xhrMissing: 'Requests must carry the header X-Requested-With: XMLHttpRequest.',
  unsupportedBody: 'Send the body as JSON (application/json) or form-encoded (application/x-www-form-urlencoded).',
  unreadableJson: "Body is not valid JSON but content-type is set to 'application/json'",
  serverFault: internalErrorMessage,
  notFound: 'Not found',
  badUrl: 'The address of this request is not valid: check its percent-encoding.',
  urlTooLong: 'The address of this request is too long.',
  headersTooLarge: 'The request headers are too large.',
  requestTimeout: 'The request took too long to arrive.',
  unreadableRequest: 'The request could not be read.',
  tooManyRequests: 'Too many requests. Please try again in a minute.',
} as const;

export function errorResponse(description: string, message: string) {
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/LegacyError' },
        example: legacyErrorBody([message]),
      },
    },
  };
}

/**
 * Every operation's error responses; 400 for an address that cannot be read (and, where a body is read, a body),
 * 413 and 415 only where a body is read, 503 only where an outside service answers;
 * 429 everywhere, as every call is throttled per client address.
 */
export function errorResponses(path: string, hasBody: boolean) {
  return {
    403: errorResponse('The X-Requested-With: XMLHttpRequest header is missing.', transportMessages.xhrMissing),
    404: errorResponse('Refused: each failed check, or an unknown id, as a message.', transportMessages.notFound),
    ...(hasBody
      ? {
          400: errorResponse(
            `The body could not be read (e.g. malformed JSON), or nests deeper than ${shapeLimits.depth} levels, or holds more than ${shapeLimits.values} values.`,
            transportMessages.unreadableJson,
          ),
          413: errorResponse('The body is larger than this call takes.', bodyMessages.tooLarge(restBodyLimit(path))),
          415: errorResponse(
            'The body is neither JSON nor form-encoded (see its Content-Type).',
            transportMessages.unsupportedBody,
          ),
        }
      : {
          400: errorResponse(
            'The address could not be read (e.g. malformed percent-encoding).',
            transportMessages.badUrl,
          ),
        }),
    ...(path.startsWith('/address/')
      ? {
          503: errorResponse(
            'The postcode lookup service is not available; try again shortly.',
            serverMessages.addressLookupUnavailable,
          ),
        }
      : {}),
    429: {
      ...errorResponse(
        'Too many calls from one address within a minute; Retry-After says how many seconds to wait.',
        transportMessages.tooManyRequests,
      ),
      headers: {
        'Retry-After': {
          description: 'Seconds until this address may call again.',
          schema: { type: 'integer', minimum: 0 },
          example: 42,
        },
      },
    },
    500: errorResponse('A fault on our side; the message says so and nothing else.', transportMessages.serverFault),
  };
}
