import { afterEnergyStep, energyChoiceIn, type EnergyStepForm } from '@sme/web/energy-steps';
import { supplierStepInput } from '@sme/web/energy-supplier-fields';
import type { PageApi, TakePlainForm } from './plain-form-taking.ts';

/** The postcode in the wizard's address (/comercial-utility/main/:postcode), which its steps carry on. */
function postcodeOf(page: URL): string {
  const segment = page.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

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
 * The energy wizard's steps sent as plain forms (before the page's code arrived), through the procedures their
 * island calls, then on to the next step, with a Gas or Electricity choice made before the wizard carried on. Each
 * procedure checks its own answers (the wizard checks nothing the server does not).
 */
export const energyStepTakers: Record<EnergyStepForm, TakePlainForm> = {
  'energy-address': async (api, { post_code = '', full_address = '', ...fields }, page) => {
    // An address chosen from the list is its button's value; its organisation is the lookup's, as the island sends it.
    const listed = await listedAddress(api, post_code, full_address);
    // The bot trap's and the visit's fields, and the lead's id coming back to the step, go along as the island sends
    // them; the procedure drops any other.
    const { collections } = await api.energy.postCodeSubmit({
      ...fields,
      post_code: listed?.postCode || post_code,
      full_address,
      bussiness_name: listed?.envelopeAddress.organisation ?? '',
    } as Parameters<typeof api.energy.postCodeSubmit>[0]);
    const lead = { id: collections.id, post_code: listed?.postCode || post_code };
    return afterEnergyStep('energy-address', lead, energyChoiceIn(page.search));
  },
  'energy-business': async (api, { id = '', bussiness_name = '' }, page) => {
    const { collections } = await api.energy.businessNameSubmit({ id, bussiness_name });
    return afterEnergyStep(
      'energy-business',
      { id: collections.id, post_code: postcodeOf(page) },
      energyChoiceIn(page.search),
    );
  },
  'energy-service': async (api, { id = '', service = '' }, page) => {
    const { collections } = await api.energy.serviceSubmit({ id, service } as Parameters<
      typeof api.energy.serviceSubmit
    >[0]);
    return afterEnergyStep(
      'energy-service',
      { id: collections.id, post_code: postcodeOf(page) },
      energyChoiceIn(page.search),
    );
  },
  'energy-supplier': async (api, { id = '', ...fields }, page) => {
    const { collections } = await api.energy.supplierSubmit({
      id,
      ...supplierStepInput(fields),
    } as Parameters<typeof api.energy.supplierSubmit>[0]);
    return afterEnergyStep(
      'energy-supplier',
      { id: collections.id, post_code: postcodeOf(page) },
      energyChoiceIn(page.search),
    );
  },
};
