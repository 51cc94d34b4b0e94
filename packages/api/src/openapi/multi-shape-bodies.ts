import type { z } from 'zod';
import { basicInfoInput } from '../routers/business-loan/basic-info.schema.ts';
import { categoryInput } from '../routers/business-loan/category.schema.ts';
import { turnoverInput } from '../routers/business-loan/turnover.schema.ts';
import { createInput } from '../routers/cash-advance/create.schema.ts';
import { updateInput } from '../routers/cash-advance/update.schema.ts';
import { guestCallbackShapes } from '../routers/callback/callback.schema.ts';
import { toOpenApiSchema } from './json-schema.ts';

/**
 * Paths that take several legacy shapes: the procedure reads a loose object and tells the shapes apart, so the
 * document describes each shape (oneOf) with the schema its step checks it against.
 */
const multiShapeBodies: Record<string, { title: string; schema: z.ZodType }[]> = {
  '/business-loan/submit': [
    { title: 'Step 1: basic information (starts the application)', schema: basicInfoInput },
    { title: 'Step 2: business category', schema: categoryInput },
    { title: 'Step 3: monthly card turnover', schema: turnoverInput },
  ],
  '/cash-advance/store': [
    { title: 'Create: the merchant-service form', schema: createInput },
    { title: 'Update: the chosen product', schema: updateInput },
  ],
  '/commecial-utility/callback-request': guestCallbackShapes,
  '/commecial-water-waste/callback-request': guestCallbackShapes,
};

/** The oneOf request schema of a multi-shape path, or undefined for an ordinary one. */
export function multiShapeSchema(path: string) {
  const shapes = multiShapeBodies[path];
  if (!shapes) return undefined;
  return {
    oneOf: shapes.map(({ title, schema }) => ({ title, ...toOpenApiSchema(schema) })),
  };
}
