import type { generateOpenApiDocument } from 'trpc-to-openapi';

export type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;
export type SchemaObject = NonNullable<NonNullable<OpenApiDocument['components']>['schemas']>[string];

/** The parts of an operation this package fills in after the generator. */
export interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; example?: unknown }[];
  requestBody?: { content: Record<string, MediaType> };
  responses?: Record<string, Response | undefined>;
  description?: string;
}

export interface Response {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
}

export interface MediaType {
  schema: unknown;
  example?: unknown;
  examples?: Record<string, Example>;
}

/** An OpenAPI Example Object: `x-request` holds the call a response example answers, where it is not a valid one. */
export interface Example {
  summary: string;
  description?: string;
  value: unknown;
  'x-request'?: { parameters?: Record<string, unknown>; body?: Record<string, unknown> };
}
