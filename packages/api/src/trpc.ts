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
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? internalErrorMessage : shape.message;
      return { ...shape, message, data: { ...data, messages } };
    },
  });

export const router = t.router;
export const publicProcedure = t.procedure;
export const createCallerFactory = t.createCallerFactory;

/** A visitor's submission the server will not take: REST answers it with the legacy 404 error body. */
export function rejected(message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message });
}

export function notFound(message: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message });
}
