import { TRPCError } from '@trpc/server';
import { errorMessages } from '../src/testing.ts';

/** How a refused call looks to the site: the tRPC code and the messages it toasts. */
export async function refusal(call: Promise<unknown>): Promise<{ code: string; messages: string[] }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, messages: errorMessages(error) };
    throw error;
  }
  throw new Error('The call was expected to be refused, and it succeeded.');
}
