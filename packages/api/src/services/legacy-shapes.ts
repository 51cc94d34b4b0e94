import { TRPCError } from '@trpc/server';
import type { z } from 'zod';

/**
 * Checks a legacy body against the schema of the shape it turned out to be. A failure is the visitor's (400,
 * the legacy 404 on REST) with each failed check as a message, as if the schema had been the procedure's input.
 */
export function parseStep<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid input', cause: result.error });
  return result.data;
}
