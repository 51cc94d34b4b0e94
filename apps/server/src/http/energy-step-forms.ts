import { afterEnergyStep, energyChoiceIn, type EnergyStepForm } from '@sme/web/energy-steps';
import { supplierStepInput } from '@sme/web/energy-supplier-fields';
import { takeGuestAddress } from './guest-address-form.ts';
import type { TakePlainForm } from './plain-form-taking.ts';

/** The step after `form` for the lead the wizard's address names, with the Gas or Electricity choice carried on. */
const stepAfter = (form: EnergyStepForm, id: string, page: URL) =>
  afterEnergyStep(form, { id, post_code: postcodeOf(page) }, energyChoiceIn(page.search));

/** The postcode in the wizard's address (/comercial-utility/main/:postcode), which its steps carry on. */
function postcodeOf(page: URL): string {
  const segment = page.pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The energy wizard's steps sent as plain forms (before the page's code arrived), through the procedures their
 * island calls, then on to the next step, with a Gas or Electricity choice made before the wizard carried on. Each
 * procedure checks its own answers (the wizard checks nothing the server does not).
 */
export const energyStepTakers: Record<EnergyStepForm, TakePlainForm> = {
  'energy-address': async (api, fields, page) =>
    afterEnergyStep('energy-address', await takeGuestAddress(api, 'energy', fields), energyChoiceIn(page.search)),
  'energy-business': async (api, { id = '', bussiness_name = '' }, page) => {
    const { collections } = await api.energy.businessNameSubmit({ id, bussiness_name });
    return stepAfter('energy-business', collections.id, page);
  },
  'energy-service': async (api, { id = '', service = '' }, page) => {
    const { collections } = await api.energy.serviceSubmit({ id, service } as Parameters<
      typeof api.energy.serviceSubmit
    >[0]);
    return stepAfter('energy-service', collections.id, page);
  },
  'energy-supplier': async (api, { id = '', ...fields }, page) => {
    const { collections } = await api.energy.supplierSubmit({
      id,
      ...supplierStepInput(fields),
    } as Parameters<typeof api.energy.supplierSubmit>[0]);
    return stepAfter('energy-supplier', collections.id, page);
  },
};
