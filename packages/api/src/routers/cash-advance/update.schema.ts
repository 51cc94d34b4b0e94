import { cardTakingsSchema, PRODUCT_NOT_SURE, serverMessages } from '@sme/domain';
import { z } from 'zod';
import { applicationId } from '../business-loan/application-id.ts';

/** 'Choose your product': a product id of the catalogue, or 'Not sure'. */
export const updateInput = z.object({
  id: applicationId,
  product_id: z
    .union([z.number(), z.string()], { error: serverMessages.productNotFound })
    .transform((value, ctx): number | typeof PRODUCT_NOT_SURE => {
      if (typeof value === 'string' && value.trim().toLowerCase() === PRODUCT_NOT_SURE.toLowerCase()) {
        return PRODUCT_NOT_SURE;
      }
      const id = typeof value === 'number' ? value : /^\d{1,9}$/.test(value.trim()) ? Number(value) : Number.NaN;
      // Product ids are PostgreSQL integers: a larger one names no product (and must not reach the query).
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: serverMessages.productNotFound });
        return z.NEVER;
      }
      return id;
    })
    .meta({ description: "A product id from GET /api/cash-advance/get-data, or 'Not sure'.", example: 3 }),
  /** What the visitor entered in the cost estimator (site only): the cost shown is worked out and stored here. */
  cardTakings: cardTakingsSchema.optional(),
});
