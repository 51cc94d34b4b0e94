import { serverMessages } from '@sme/domain';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Context } from '../../context.ts';
import { AddressLookupError } from '../../services/address/address-provider.ts';
import type { lookupInput } from './lookup.schema.ts';

export async function lookupHandler(ctx: Context, input: z.output<typeof lookupInput>) {
  try {
    return { collections: await ctx.addressLookup.lookup(input.postcode) };
  } catch (error) {
    if (!(error instanceof AddressLookupError)) throw error;
    // The visitor gets one clear message; the cause (timeout, status, body) goes to the server log.
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: serverMessages.addressLookupUnavailable,
      cause: error,
    });
  }
}
