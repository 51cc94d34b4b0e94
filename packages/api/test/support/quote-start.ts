import type { Caller } from './suite-database.ts';

/** Step 1 of a guest-lead flow as the site does it: look the postcode up, then start the quote at the first address. */
export async function startQuoteAt(caller: Caller, flow: 'commercialUtility' | 'waterWaste', postcode: string) {
  const [address] = (await caller.address.lookup({ postcode })).collections;
  if (!address) throw new Error(`no demo address at ${postcode}`);
  const { collections } = await caller[flow].postCodeSubmit({
    post_code: postcode,
    full_address: address.envelopeAddress.summaryLine,
    bussiness_name: address.envelopeAddress.organisation,
  });
  return { id: collections.id, address };
}
