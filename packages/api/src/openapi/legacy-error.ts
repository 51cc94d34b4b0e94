import { serverMessages } from '@sme/domain';
import { z } from 'zod';
import { codeOfStatus, errorCodes, type ErrorCode, type ErrorEntry } from '../error-codes.ts';
import { internalErrorMessage } from '../trpc.ts';
import { bodyMessages, restBodyLimit, shapeLimits } from './body-limits.ts';
import { toOpenApiSchema } from './json-schema.ts';
import type { SchemaObject } from './types.ts';

const errorCodeValues = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

/** The legacy error contract (legacy clients toast each message), with a code and the field for programs. */
export const legacyErrorSchema = {
  ...toOpenApiSchema(
    z.object({
      errors: z.array(
        z.object({
          message: z
            .string()
            .meta({ description: 'For people: legacy clients show it as it is. Its words may change.' }),
          code: z.enum(errorCodeValues).meta({
            description:
              'For programs: stable, never reworded. ' +
              Object.entries(errorCodes)
                .map(([code, meaning]) => `\`${code}\`: ${meaning}`)
                .join(' '),
          }),
          field: z
            .string()
            .optional()
            .meta({ description: 'The field the problem is about, when it is one; a nested one as `uri.event_uri`.' }),
          fields: z.array(z.string()).optional().meta({
            description: 'Every field the message covers, when there are any: one message may cover several.',
          }),
        }),
      ),
    }),
  ),
  description: 'One entry per distinct message, in the order found.',
} as SchemaObject;

/** The code of each message the REST layer answers before (or instead of) a procedure. */
const transportCodes = new Map<string, ErrorCode>();

/**
 * The legacy error body. A bare message takes the code it is known by (a transport message), else the status's.
 */
export function legacyErrorBody(problems: (string | ErrorEntry)[], status = 404) {
  return {
    errors: problems.map((problem) =>
      typeof problem === 'string'
        ? { message: problem, code: transportCodes.get(problem) ?? codeOfStatus(status) }
        : problem,
    ),
  };
}

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

const codeOfTransport: Record<keyof typeof transportMessages, ErrorCode> = {
  xhrMissing: 'xhr_header_missing',
  unsupportedBody: 'unsupported_media_type',
  unreadableJson: 'invalid_body',
  serverFault: 'server_fault',
  notFound: 'not_found',
  badUrl: 'invalid_url',
  urlTooLong: 'invalid_url',
  headersTooLarge: 'invalid_request',
  requestTimeout: 'invalid_request',
  unreadableRequest: 'invalid_request',
  tooManyRequests: 'rate_limited',
};
for (const [key, message] of Object.entries(transportMessages)) {
  transportCodes.set(message, codeOfTransport[key as keyof typeof transportMessages]);
}
transportCodes.set(bodyMessages.tooDeep, 'invalid_body');
transportCodes.set(bodyMessages.tooManyValues, 'invalid_body');
transportCodes.set(serverMessages.addressLookupUnavailable, 'unavailable');

export function errorResponse(description: string, message: string, status: number) {
  return {
    description,
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/LegacyError' },
        example: legacyErrorBody([message], status),
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
    403: errorResponse('The X-Requested-With: XMLHttpRequest header is missing.', transportMessages.xhrMissing, 403),
    404: errorResponse(
      'Refused: each failed check, or an unknown id, as a message with its code and, for a field, the field.',
      transportMessages.notFound,
      404,
    ),
    ...(hasBody
      ? {
          400: errorResponse(
            `The body could not be read (e.g. malformed JSON), or nests deeper than ${shapeLimits.depth} levels, or holds more than ${shapeLimits.values} values.`,
            transportMessages.unreadableJson,
            400,
          ),
          413: errorResponse(
            'The body is larger than this call takes.',
            bodyMessages.tooLarge(restBodyLimit(path)),
            413,
          ),
          415: errorResponse(
            'The body is neither JSON nor form-encoded (see its Content-Type).',
            transportMessages.unsupportedBody,
            415,
          ),
        }
      : {
          400: errorResponse(
            'The address could not be read (e.g. malformed percent-encoding).',
            transportMessages.badUrl,
            400,
          ),
        }),
    ...(path.startsWith('/address/')
      ? {
          503: errorResponse(
            'The postcode lookup service is not available; try again shortly.',
            serverMessages.addressLookupUnavailable,
            503,
          ),
        }
      : {}),
    429: {
      ...errorResponse(
        'Too many calls from one address within a minute; Retry-After says how many seconds to wait.',
        transportMessages.tooManyRequests,
        429,
      ),
      headers: {
        'Retry-After': {
          description: 'Seconds until this address may call again.',
          schema: { type: 'integer', minimum: 0 },
          example: 42,
        },
      },
    },
    500: errorResponse(
      'A fault on our side; the message says so and nothing else.',
      transportMessages.serverFault,
      500,
    ),
  };
}
