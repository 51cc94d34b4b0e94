import { serverMessages } from '@sme/domain';
import { z } from 'zod';
import { catalogueProduct } from './catalogue.schema.ts';

const notFound = serverMessages.productNotFound;

// Path parameters arrive as text; product ids are PostgreSQL integers, so anything else names no product (and must
// not reach the query).
export const getProductInput = z.object({
  id: z
    .string({ error: notFound })
    .regex(/^[1-9]\d{0,9}$/, notFound)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647, notFound)
    .meta({
      description: "The product's id, as get-data lists it and an application's product_id names it.",
      example: '3',
    }),
});

export const getProductOutput = z.object({
  collections: catalogueProduct.extend({
    retired: z.boolean().meta({
      description:
        'True once the business no longer offers it: get-data leaves it out, but applications made before still name it.',
    }),
  }),
});
