import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { parseStep } from '../../services/legacy-shapes.ts';
import { basicInfoHandler } from './basic-info.handler.ts';
import { basicInfoInput } from './basic-info.schema.ts';
import { categoryInput } from './category.schema.ts';
import { categoryHandler, turnoverHandler } from './steps.handler.ts';
import type { submitInput } from './submit.schema.ts';
import { turnoverInput } from './turnover.schema.ts';

/** Which step a legacy body is: its step-only field says so. */
export function submitHandler(ctx: Context, input: z.output<typeof submitInput>) {
  if (input.business_cat !== undefined) return categoryHandler(ctx, parseStep(categoryInput, input));
  if (input.monthly_turnover_from !== undefined) return turnoverHandler(ctx, parseStep(turnoverInput, input));
  return basicInfoHandler(ctx, parseStep(basicInfoInput, input));
}
