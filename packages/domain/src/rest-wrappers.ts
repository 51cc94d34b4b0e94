import { z } from 'zod';
import type * as core from 'zod/v4/core';

// The REST layer (trpc-to-openapi) unwraps each optional or defaulted field of an input with the full build's
// `.unwrap()`, which zod's small build (the forms' rules) leaves out: a rule from rules/ goes into a server input
// through these, the same rule in the full build's wrappers.

/** The same rule, its optional and default wrappers rebuilt in the full build (same input and output types). */
export function withFullWrappers<T extends core.$ZodType>(schema: T): T {
  const def = schema._zod.def as core.$ZodTypeDef & { innerType?: core.$ZodType; defaultValue?: unknown };
  if (def.type === 'default' && def.innerType) {
    return z._default(withFullWrappers(def.innerType), def.defaultValue as never) as unknown as T;
  }
  if (def.type === 'optional' && def.innerType) return z.optional(withFullWrappers(def.innerType)) as unknown as T;
  return schema;
}

/** Each field of a shape through withFullWrappers. */
export function withFullWrappersShape<Shape extends Record<string, core.$ZodType>>(shape: Shape): Shape {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, withFullWrappers(schema)])) as Shape;
}
