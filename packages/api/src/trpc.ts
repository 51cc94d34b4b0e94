import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import type { Context } from './context.ts';

/** What a visitor sees when the fault is ours; details stay in the server log. */
export const internalErrorMessage = 'Something went wrong on our side. Please try again.';

/** The messages a visitor should see for an error: each failed check, or the error's own message. */
export function errorMessages(error: TRPCError): string[] {
  if (error.code === 'INTERNAL_SERVER_ERROR') return [internalErrorMessage];
  if (error.cause instanceof ZodError) return [...new Set(error.cause.issues.map((issue) => issue.message))];
  return [error.message];
}

/** A field-level refusal raised by a handler: the cause carries which field, so clients need not parse wording. */
class FieldRefusal extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldRefusal';
  }
}

/** Each message that belongs to one field of the input, with that field's path ('a.b.0'), for forms to place. */
export function fieldErrors(error: TRPCError): { path: string; message: string }[] {
  if (error.cause instanceof ZodError) {
    return error.cause.issues
      .filter((issue) => issue.path.length > 0)
      .map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  }
  if (error.cause instanceof FieldRefusal) return [{ path: error.cause.path, message: error.message }];
  return [];
}

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    // The console's live view (server-sent events): a ping every 20 s keeps proxies (nginx reads for 60 s by
    // default) from closing a quiet stream, and a browser that has heard nothing for 50 s connects again.
    sse: { ping: { enabled: true, intervalMs: 20_000 }, client: { reconnectAfterInactivityMs: 50_000 } },
    errorFormatter({ shape, error }) {
      // The site toasts each message; stack traces stay on the server.
      const { stack: _stack, ...data } = shape.data;
      const messages = errorMessages(error);
      const fields = fieldErrors(error);
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : shape.message;
      return { ...shape, message, data: { ...data, messages, fields } };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/** A visitor's submission the server will not take: REST answers it with the legacy 404 error body. */
export function rejected(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message });
}

/** Like `rejected`, for a message about one field of the input (its path, as the form names it). */
export function fieldRejected(path: string, message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: new FieldRefusal(path, message) });
}

export function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}
