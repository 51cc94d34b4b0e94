import { isDatabaseOutage } from '@sme/db';
import { serverMessages } from '@sme/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context.ts';
import { errorEntries, Refusal, type ErrorCode } from './error-codes.ts';

/** What a visitor sees when the fault is ours; details stay in the server log. */
export const internalErrorMessage = 'Something went wrong on our side. Please try again.';

/** The messages a visitor should see for an error: each failed check, or the error's own message. */
export function errorMessages(error: TRPCError): string[] {
  if (error.code === 'INTERNAL_SERVER_ERROR') return [internalErrorMessage];
  if (error.cause instanceof ZodError) return [...new Set(error.cause.issues.map((issue) => issue.message))];
  return [error.message];
}

/** Each message that belongs to one field of the input, with that field's path ('a.b.0'), for forms to place. */
export function fieldErrors(error: TRPCError): { path: string; message: string }[] {
  if (error.cause instanceof ZodError) {
    return error.cause.issues
      .filter((issue) => issue.path.length > 0)
      .map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  }
  if (error.cause instanceof Refusal && error.cause.path) return [{ path: error.cause.path, message: error.message }];
  return [];
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // The console's live view (server-sent events): a ping every 5 s on a quiet stream, and a browser that has heard
    // nothing for 12 s (a ping late by a busy server or a throttled tab is not enough) takes the stream for dead (a
    // proxy or a route dropped it without a word), says "Reconnecting…" and connects again. At 20 s and 50 s a
    // console looked live and heard nothing for most of a minute. It is a few bytes per console every 5 s; proxies
    // must still read for longer than the ping (nginx: 60 s by default).
    sse: { ping: { enabled: true, intervalMs: 5_000 }, client: { reconnectAfterInactivityMs: 12_000 } },
    errorFormatter({ shape, error, input }) {
      // The site toasts each message; stack traces stay on the server.
      const { stack: _stack, ...data } = shape.data;
      const messages = errorMessages(error);
      const fields = fieldErrors(error);
      // REST answers these (error-codes.ts): each message with its code and field, for integrators' programs.
      const errors = errorEntries(error, input, internalErrorMessage);
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : shape.message;
      return { ...shape, message, data: { ...data, messages, fields, errors } };
    },
  });

export const router = t.router;

/**
 * The database out of reach or too slow for longer than the server's outage window (packages/db's DatabaseLimits):
 * SERVICE_UNAVAILABLE (503, with Retry-After) and "try again", never a 500. Nothing of the call was stored.
 */
const outageIsUnavailable = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseOutage(result.error.cause)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: serverMessages.busy, cause: result.error.cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(outageIsUnavailable);
export const createCallerFactory = t.createCallerFactory;

/** A visitor's submission the server will not take: REST answers it with the legacy 404 error body. */
export function rejected(message: string, code: ErrorCode = 'rejected'): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: new Refusal(message, code) });
}

/** Like `rejected`, for a message about one field of the input (its path, as the form names it). */
export function fieldRejected(path: string, message: string, code: ErrorCode = 'invalid'): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: new Refusal(message, code, path) });
}

export function notFound(message: string, code: ErrorCode = 'not_found'): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message, cause: new Refusal(message, code) });
}
