import { publicProcedure, router } from '../../trpc.ts';
import { lookupHandler } from './lookup.handler.ts';
import { lookupInput, lookupOutput } from './lookup.schema.ts';

export const addressRouter = router({
  /** GET /api/address/{postcode}: the addresses at a UK postcode, through the server so the key stays secret. */
  lookup: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/address/{postcode}',
        protect: false,
        tags: ['Address'],
        summary: 'Business addresses at a UK postcode',
      },
    })
    .input(lookupInput)
    .output(lookupOutput)
    .query(({ ctx, input }) => lookupHandler(ctx, input)),
});
