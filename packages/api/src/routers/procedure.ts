import type { OpenApiMeta } from 'trpc-to-openapi';
import type { z } from 'zod';
import type { Context } from '../context.ts';
import { publicProcedure } from '../trpc.ts';

/**
 * A public procedure as every router declares it: its zod input and output from its *.schema.ts, its handler from
 * its *.handler.ts, and `rest` (from restMeta) when it also answers a legacy REST path. trpc-to-openapi documents
 * the REST ones from that meta and those schemas; without `rest` a procedure is the site's only.
 */
interface ProcedureParts<Input extends z.ZodType, Output extends z.ZodType> {
  rest?: OpenApiMeta;
  input: Input;
  output: Output;
  handler: (ctx: Context, input: z.output<Input>) => z.input<Output> | Promise<z.input<Output>>;
}

function declared<Input extends z.ZodType, Output extends z.ZodType>(parts: ProcedureParts<Input, Output>) {
  const procedure = parts.rest ? publicProcedure.meta(parts.rest) : publicProcedure;
  return procedure.input(parts.input).output(parts.output);
}

/**
 * The resolver tRPC runs: the handler on the parsed input. tRPC's types cannot reduce a schema left generic, so the
 * casts stand here once; ProcedureParts has already checked the handler against the schemas where it is declared.
 */
function resolver<Input extends z.ZodType, Output extends z.ZodType>({ handler }: ProcedureParts<Input, Output>) {
  return ({ ctx, input }: { ctx: Context; input: unknown }) => handler(ctx, input as z.output<Input>) as never;
}

export function query<Input extends z.ZodType, Output extends z.ZodType>(parts: ProcedureParts<Input, Output>) {
  return declared(parts).query(resolver(parts));
}

export function mutation<Input extends z.ZodType, Output extends z.ZodType>(parts: ProcedureParts<Input, Output>) {
  return declared(parts).mutation(resolver(parts));
}
