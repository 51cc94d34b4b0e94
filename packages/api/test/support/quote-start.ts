import type { Database } from '@sme/db';
import { expect } from 'vitest';
import { refusal } from '../refusal.ts';
import { quoteNotFound } from './messages.ts';
import type { Caller } from './suite-database.ts';

/** Step 1 of a guest-lead flow as the site does it: look the postcode up, then start the quote at the first address. */
export async function startQuoteAt(caller: Caller, flow: 'energy' | 'waterWaste', postcode: string) {
  const [address] = (await caller.address.lookup({ postcode })).collections;
  if (!address) throw new Error(`no demo address at ${postcode}`);
  const { collections } = await caller[flow].postCodeSubmit({
    post_code: postcode,
    full_address: address.envelopeAddress.summaryLine,
    bussiness_name: address.envelopeAddress.organisation,
  });
  return { id: collections.id, address };
}

/**
 * A lead of the other quote flow, started at `postcode`, is not this flow's to change: every call `calls` makes on
 * its id answers NOT_FOUND with the start-again message, and the lead is left as it was, with no call booked.
 */
export async function expectOtherFlowsLeadUntouched(
  db: Database,
  caller: Caller,
  otherFlow: 'energy' | 'waterWaste',
  postcode: string,
  calls: (id: string) => (() => Promise<unknown>)[],
) {
  const { id } = await startQuoteAt(caller, otherFlow, postcode);
  const leadRow = () => db.prisma.guestLead.findUniqueOrThrow({ where: { id } });
  const before = await leadRow();
  const flow = otherFlow === 'waterWaste' ? 'water_waste' : 'energy';
  expect(before).toMatchObject({ flow, postCode: postcode, service: null });
  for (const call of calls(id)) {
    expect(await refusal(call())).toEqual({ code: 'NOT_FOUND', messages: [quoteNotFound] });
  }
  expect(await leadRow()).toEqual(before);
  expect(await db.prisma.scheduledCall.count({ where: { guestLeadId: id } })).toBe(0);
}
