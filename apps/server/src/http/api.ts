import formbody from '@fastify/formbody';
import { appRouter, legacyErrorBody, transportMessages, type ErrorEntry } from '@sme/api';
import type { ContextFactory } from './context.ts';
import { boundJsonBodies, boundTrpcInput, limitBodies, parseFormBody } from './body-limits.ts';
import { compressRestAnswer } from './rest-compression.ts';
import { refuseUnknownFields } from './rest-fields.ts';
import type { TRPCError } from '@trpc/server';
import { fastifyTRPCPlugin, type CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { httpExchange } from '../console.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyTRPCOpenApiPlugin } from 'trpc-to-openapi';

/** A 503 (the database out of reach past the outage window, an outside service down) says when to try again. */
const RETRY_AFTER_SECONDS = '5';

async function retryAfterOn503(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', RETRY_AFTER_SECONDS);
  return payload;
}

/** Rejected submissions and unknown ids answer 404: legacy clients toast each message only on a 404. */
const legacy404 = new Set(['BAD_REQUEST', 'NOT_FOUND']);

// One router, served twice: tRPC for the site at /trpc, REST on the legacy paths at /api.

export async function registerTrpc(app: FastifyInstance, createContext: ContextFactory) {
  await app.register(async (trpc) => {
    limitBodies(trpc);
    boundTrpcInput(trpc);
    trpc.addHook('onSend', retryAfterOn503);
    await trpc.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }: CreateFastifyContextOptions) => ({
          ...createContext({ req }),
          http: httpExchange(req, res),
        }),
        onError: ({ error, path }: { error: TRPCError; path?: string | undefined }) => logServerError(app, error, path),
      },
    });
  });
}

/**
 * Register before @fastify/compress: the REST plugin drives Fastify's reply through a Node-style shim, and a
 * streamed compressed payload then goes out empty; its answers are compressed by compressRestAnswer instead.
 */
export async function registerRest(app: FastifyInstance, createContext: ContextFactory) {
  await app.register(async (rest) => {
    limitBodies(rest);
    boundJsonBodies(rest);
    await rest.register(formbody, { parser: parseFormBody });
    // The REST plugin reads JSON only; formbody has already parsed the form into an object.
    rest.addHook('preHandler', async (request: FastifyRequest) => {
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        request.headers['content-type'] = 'application/json';
      }
    });
    refuseUnknownFields(rest);
    rest.addHook('onSend', retryAfterOn503);
    rest.addHook('onSend', async (_request, reply, payload) => toLegacyErrorBody(reply.statusCode, payload));
    rest.addHook('onSend', compressRestAnswer);
    // The plugin answers through reply.send() from its shim and resolves to undefined. With async onSend hooks the
    // answer is still on its way then, and Fastify sent it a second time (measured: every REST call over a socket
    // logged "Reply was already sent" and a 500, while the client got its 200). Resolving to the reply tells
    // Fastify the answer is in hand.
    rest.addHook('onRoute', (route) => {
      const handler = route.handler;
      route.handler = async function (request, reply) {
        await handler.call(this, request, reply);
        return reply;
      };
    });
    await rest.register(fastifyTRPCOpenApiPlugin, {
      basePath: '/api',
      router: appRouter,
      createContext,
      responseMeta: ({ errors }: { errors: TRPCError[] }) =>
        errors[0] && legacy404.has(errors[0].code) ? { status: 404 } : {},
      onError: ({ error, path }: { error: TRPCError; path?: string | undefined }) => logServerError(app, error, path),
    });
  });
}

/** REST errors keep the legacy contract, { errors: [{ message }] }, each with its code and field (error-codes.ts). */
function toLegacyErrorBody(status: number, payload: unknown) {
  if (status < 400 || typeof payload !== 'string') return payload;
  // The plugin's own wording names the type it got, with a stray quote; say what to send instead.
  if (status === 415) return JSON.stringify(legacyErrorBody([transportMessages.unsupportedBody], status));
  try {
    const body = JSON.parse(payload) as {
      errors?: unknown;
      message?: string;
      data?: { messages?: string[]; errors?: ErrorEntry[] };
    };
    if (body.errors) return payload;
    const problems = body.data?.errors ?? body.data?.messages ?? [body.message ?? 'Request failed.'];
    return JSON.stringify(legacyErrorBody(problems, status));
  } catch {
    return payload;
  }
}

/** Server faults only; a visitor's mistake is not an error. Never the input: it holds personal data. */
function logServerError(app: FastifyInstance, error: TRPCError, path?: string) {
  if (error.code === 'SERVICE_UNAVAILABLE') {
    // An outside service failed (e.g. the postcode lookup): its message names the reason, never the input.
    app.log.warn(
      { procedure: path, cause: error.cause instanceof Error ? error.cause.message : undefined },
      'dependency failed',
    );
    return;
  }
  if (error.code !== 'INTERNAL_SERVER_ERROR') return;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  app.log.error(
    { procedure: path, cause: cause?.name, causeCode: (cause as { code?: string })?.code, ...driverFault(cause) },
    'procedure failed',
  );
}

/**
 * What the database driver said, when it said it: the kind Prisma's adapter gave it and its SQLSTATE. Never the
 * driver's message, which can quote a row's values (a unique violation names the key it found).
 */
function driverFault(cause: Error | undefined): { driverKind?: string; sqlState?: string } {
  const adapterError = (cause as { meta?: { driverAdapterError?: { cause?: unknown } } } | undefined)?.meta
    ?.driverAdapterError?.cause as { kind?: unknown; originalCode?: unknown } | undefined;
  return {
    ...(typeof adapterError?.kind === 'string' ? { driverKind: adapterError.kind } : {}),
    ...(typeof adapterError?.originalCode === 'string' ? { sqlState: adapterError.originalCode } : {}),
  };
}
