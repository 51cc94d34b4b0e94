import { waterWasteServiceChoice } from '@sme/domain';
import { afterWaterWasteStep, type WaterWasteStepForm } from '@sme/web/water-waste-steps';
import { takeGuestAddress } from './guest-address-form.ts';
import { FormRefused, type TakePlainForm } from './plain-form-taking.ts';

/**
 * The water and waste flow's pages sent as plain forms (before the page's code arrived), through the procedures their
 * island calls, then on to the next page. The procedures check the answers; the service first by the page's own rule
 * (it decides which procedure and page follow).
 */
export const waterWasteStepTakers: Record<WaterWasteStepForm, TakePlainForm> = {
  'water-address': async (api, fields) =>
    afterWaterWasteStep('address', (await takeGuestAddress(api, 'waterWaste', fields)).id),
  'water-business': async (api, { id = '', bussiness_name = '' }) => {
    const { collections } = await api.waterWaste.businessNameSubmit({ id, bussiness_name });
    return afterWaterWasteStep('business', collections.id);
  },
  'water-service': async (api, { id = '', service }) => {
    // 'Please select a service !' for none: the service names the procedure and the page after it.
    const checked = waterWasteServiceChoice.safeParse(service);
    if (!checked.success) throw new FormRefused(checked.error.issues.map((issue) => issue.message));
    const save = checked.data === 'Waste' ? api.waterWaste.wasteSubmit : api.waterWaste.waterSubmit;
    const { collections } = await save({ id, service: checked.data });
    return afterWaterWasteStep('service', collections.id, checked.data);
  },
  'water-usage': async (api, { id = '', annual_usage = '' }) => {
    const { collections } = await api.waterWaste.annualUsageSubmit({ id, annual_usage });
    return afterWaterWasteStep('usage', collections.id);
  },
  'waste-info': async (api, { id = '', require_bin = '', bin_capacity = '', bin_collected_days = '' }) => {
    const { collections } = await api.waterWaste.wasteInfoSubmit({
      id,
      require_bin,
      bin_capacity,
      bin_collected_days,
    } as Parameters<typeof api.waterWaste.wasteInfoSubmit>[0]);
    return afterWaterWasteStep('waste', collections.id);
  },
};
