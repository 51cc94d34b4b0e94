import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
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

/**
 * Sends each body, expecting it refused as BAD_REQUEST with its messages (the body named when it is not), and that
 * none of them changed anything: `state`, the rows they could change, reads the same after them all.
 */
export async function expectEachRefused<Body>(
  state: () => Promise<unknown>,
  send: (body: Body) => Promise<unknown>,
  cases: [Body, string[]][],
) {
  const before = await state();
  for (const [body, messages] of cases) {
    expect(await refusal(send(body)), JSON.stringify(body)).toEqual({ code: 'BAD_REQUEST', messages });
  }
  expect(await state()).toEqual(before);
}

/** How a call the site makes is refused, checking it stored nothing: `count` counts as many rows after as before. */
export async function refusalStoringNothing(count: () => Promise<number>, call: () => Promise<unknown>) {
  const before = await count();
  const refused = await refusal(call());
  expect(await count(), 'rows after the refusal').toBe(before);
  return refused;
}
