import type { PageApi } from './plain-form-taking.ts';

/** The organisation the lookup names at the chosen address (none for an address the visitor typed). */
async function listedAddress(api: PageApi, postcode: string, line: string) {
  try {
    const { collections } = await api.address.lookup({ postcode });
    return collections.find((address) => address.envelopeAddress.summaryLine === line);
  } catch {
    // The service out of reach: the address is saved as chosen, and the next step asks for the name.
    return undefined;
  }
}

/**
 * A guest-lead flow's address step (energy, water and waste) sent as a plain form: the address chosen from the list is
 * its button's value, and its organisation the lookup's, as the island sends it. The bot trap's and the visit's
 * fields, and the lead's id coming back to the step, go along as the island sends them; the procedure drops any
 * other. Answers the lead saved, with the postcode its address was chosen at.
 */
export async function takeGuestAddress(
  api: PageApi,
  router: 'energy' | 'waterWaste',
  { post_code = '', full_address = '', ...fields }: Record<string, string>,
) {
  const listed = await listedAddress(api, post_code, full_address);
  const postcode = listed?.postCode || post_code;
  const { collections } = await api[router].postCodeSubmit({
    ...fields,
    post_code: postcode,
    full_address,
    bussiness_name: listed?.envelopeAddress.organisation ?? '',
  } as Parameters<PageApi['energy']['postCodeSubmit']>[0]);
  return { id: collections.id, post_code: postcode };
}
