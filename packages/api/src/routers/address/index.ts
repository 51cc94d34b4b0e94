import { router } from '../../trpc.ts';
import { query } from '../procedure.ts';
import { restMeta } from '../rest-meta.ts';
import { lookupHandler } from './lookup.handler.ts';
import { lookupInput, lookupOutput } from './lookup.schema.ts';

const rest = restMeta('Address');

export const addressRouter = router({
  /** GET /api/address/{postcode}: the addresses at a UK postcode, through the server so the key stays secret. */
  lookup: query({
    rest: rest('GET', '/address/{postcode}', 'Business addresses at a UK postcode'),
    input: lookupInput,
    output: lookupOutput,
    handler: lookupHandler,
  }),
});
