import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { parseStep } from '../../services/legacy-shapes.ts';
import { createHandler } from './create.handler.ts';
import { createInput } from './create.schema.ts';
import type { storeInput } from './store.schema.ts';
import { updateHandler } from './update.handler.ts';
import { updateInput } from './update.schema.ts';

/** An update carries the product (or an id without create's fields); anything else is a create. */
export function storeHandler(ctx: Context, input: z.output<typeof storeInput>) {
  const isUpdate = input.product_id !== undefined || (input.id !== undefined && input.business_name === undefined);
  return isUpdate
    ? updateHandler(ctx, parseStep(updateInput, input))
    : createHandler(ctx, parseStep(createInput, input));
}
