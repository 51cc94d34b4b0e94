import type { TRPCError } from '@trpc/server';
import { ZodError, type z } from 'zod';

/**
 * What an integrator's code can branch on. The messages are the legacy contract's, written for people and free to be
 * reworded; these codes are not: a code, once published, keeps its meaning (the REST changelog lists every change).
 */
export const errorCodes = {
  // A field of the input.
  required: 'A field the call needs is missing or empty.',
  invalid_type: 'A field has the wrong type (a text where a number goes, say).',
  invalid_format: 'A field is not in its format (an e-mail address, a UK postcode or phone number, a date).',
  invalid_value: 'A field holds a value outside the ones it takes (see its enum).',
  too_long: 'A text or list is longer than the field takes.',
  too_short: 'A text or list is shorter than the field takes.',
  too_large: 'A number is larger than the field takes.',
  too_small: 'A number is smaller than the field takes.',
  unknown_field: 'The body holds a field this call does not take; `field` names it.',
  conflicting_fields: 'Two spellings of one field carry different values.',
  invalid: 'A field fails a rule its message explains.',
  // The call as a whole.
  rejected: 'The call was refused for the reason its message gives.',
  not_found: 'No such record, or a path or id that does not exist.',
  conflict: 'The call conflicts with the record as it stands (a time just taken, a step for another service).',
  closed: 'The record can no longer be changed or read this way (a quote past its time).',
  // Before any procedure ran.
  xhr_header_missing: 'The X-Requested-With: XMLHttpRequest header is missing.',
  unsupported_media_type: 'The body is neither JSON nor form-encoded.',
  invalid_body: 'The body could not be read (malformed JSON, too deep, too many values).',
  body_too_large: 'The body is larger than the call takes.',
  invalid_url: 'The address could not be read, or is too long.',
  invalid_request: 'The request could not be read (headers too large, too slow to arrive).',
  rate_limited: 'Too many calls from one address; Retry-After says when to call again.',
  unavailable: 'A service the call needs is out of reach for now; Retry-After says when to try again.',
  server_fault: 'A fault on our side.',
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** One problem, as REST answers it: the legacy `message`, with what a program needs beside it. */
export interface ErrorEntry {
  message: string;
  code: ErrorCode;
  /** The field the problem is about, when it is about exactly one ('uri.event_uri' for a nested one). */
  field?: string;
  /** Every field the message covers: one message ("Data missing !") may stand for several. */
  fields?: string[];
}

/** A refusal raised by a handler, carrying its code and, for one field, the field: clients need not parse wording. */
export class Refusal extends Error {
  constructor(
    message: string,
    readonly code: ErrorCode,
    readonly path?: string,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

type Issue = z.core.$ZodIssue;

const at = (value: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );

/** A Zod issue's code in our terms; `input` tells a missing field from one of the wrong type. */
function issueCode(issue: Issue, input: unknown): ErrorCode {
  switch (issue.code) {
    case 'invalid_type': {
      const given = at(input, issue.path);
      return given === undefined || given === null ? 'required' : 'invalid_type';
    }
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'date'
        ? 'too_large'
        : 'too_long';
    case 'too_small': {
      if (issue.origin === 'number' || issue.origin === 'bigint' || issue.origin === 'date') return 'too_small';
      const given = at(input, issue.path);
      return given === undefined || (typeof given === 'string' && given.trim() === '') ? 'required' : 'too_short';
    }
    case 'invalid_format':
      return 'invalid_format';
    case 'invalid_value':
    case 'invalid_union':
    case 'not_multiple_of':
    case 'invalid_key':
    case 'invalid_element':
      return 'invalid_value';
    case 'unrecognized_keys':
      return 'unknown_field';
    default: {
      // A refinement's "this field is required" reads as the field missing when there is no value.
      const given = at(input, issue.path);
      if (issue.path.length > 0 && (given === undefined || given === null || given === '')) return 'required';
      // A rule may say which code it stands for (an e-mail's format, a choice off the list).
      const named = (issue.params as { code?: unknown } | undefined)?.code;
      return typeof named === 'string' && named in errorCodes ? (named as ErrorCode) : 'invalid';
    }
  }
}

const fieldPath = (path: PropertyKey[]) => path.map(String).join('.');

/**
 * One entry per distinct message, in the order the problems were found: legacy clients toast each entry, so a
 * message shared by several fields ("Data missing !") is still shown once, with every field it covers.
 */
function mergeByMessage(entries: ErrorEntry[]): ErrorEntry[] {
  const byMessage = new Map<string, { message: string; code: ErrorCode; fields: string[] }>();
  for (const entry of entries) {
    // One message, several causes: the first found names it, as it is the one the message was written for.
    const seen = byMessage.get(entry.message) ?? { message: entry.message, code: entry.code, fields: [] };
    if (entry.field !== undefined && !seen.fields.includes(entry.field)) seen.fields.push(entry.field);
    byMessage.set(entry.message, seen);
  }
  return [...byMessage.values()].map(({ fields, ...entry }) => ({
    ...entry,
    ...(fields.length === 1 ? { field: fields[0] } : {}),
    ...(fields.length > 0 ? { fields } : {}),
  }));
}

const codeOfTrpc: Partial<Record<TRPCError['code'], ErrorCode>> = {
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  TOO_MANY_REQUESTS: 'rate_limited',
  SERVICE_UNAVAILABLE: 'unavailable',
  PAYLOAD_TOO_LARGE: 'body_too_large',
  INTERNAL_SERVER_ERROR: 'server_fault',
};

/** Every problem an error stands for, with its code and field. `message` replaces the error's own (a 500's). */
export function errorEntries(error: TRPCError, input: unknown, internalMessage: string): ErrorEntry[] {
  if (error.code === 'INTERNAL_SERVER_ERROR') return [{ message: internalMessage, code: 'server_fault' }];
  if (error.cause instanceof ZodError) {
    return mergeByMessage(
      error.cause.issues.flatMap((issue): ErrorEntry[] => {
        const code = issueCode(issue, input);
        if (issue.code === 'unrecognized_keys') {
          return issue.keys.map((key) => ({ message: issue.message, code, field: fieldPath([...issue.path, key]) }));
        }
        return [{ message: issue.message, code, ...(issue.path.length ? { field: fieldPath(issue.path) } : {}) }];
      }),
    );
  }
  if (error.cause instanceof Refusal) {
    const { code, path } = error.cause;
    return mergeByMessage([{ message: error.message, code, ...(path ? { field: path } : {}) }]);
  }
  return [{ message: error.message, code: codeOfTrpc[error.code] ?? 'rejected' }];
}

/** The code an answer's status stands for, when nothing more specific is known (a body another layer wrote). */
export function codeOfStatus(status: number): ErrorCode {
  if (status === 400) return 'invalid_body';
  if (status === 403) return 'xhr_header_missing';
  if (status === 404) return 'not_found';
  if (status === 408 || status === 431) return 'invalid_request';
  if (status === 413) return 'body_too_large';
  if (status === 414) return 'invalid_url';
  if (status === 415) return 'unsupported_media_type';
  if (status === 429) return 'rate_limited';
  if (status === 503) return 'unavailable';
  return status >= 500 ? 'server_fault' : 'rejected';
}
