import { z } from 'zod';
import type { SchemaObject } from './types.ts';

/** OpenAPI 3.1 schemas are JSON Schema 2020-12; the document names the dialect once, so no $schema per schema. */
export function toOpenApiSchema(schema: z.ZodType): SchemaObject {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' });
  return json as SchemaObject;
}
