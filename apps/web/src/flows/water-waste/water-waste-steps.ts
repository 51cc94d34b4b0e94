import { paths } from '../../app/paths.ts';
import type { PlainFormName } from '../../forms/posted-form.ts';

/**
 * The water and waste flow's pages as plain forms (forms/posted-form.ts): each page's form is named by its hidden
 * `form` field, so the server (apps/server/src/http/water-waste-step-forms.ts) can take one sent before the page's
 * code arrived.
 */
export const waterWasteStepForms = {
  address: 'water-address',
  business: 'water-business',
  service: 'water-service',
  usage: 'water-usage',
  waste: 'waste-info',
} as const satisfies Record<string, PlainFormName>;
export type WaterWasteStep = keyof typeof waterWasteStepForms;
export type WaterWasteStepForm = (typeof waterWasteStepForms)[WaterWasteStep];

/** A lead as the flow's addresses name it: its id and the postcode its address was chosen at. */
export interface WaterWasteLeadPlace {
  id: string;
  post_code: string;
}

/** Where Back on a page leads: the page before (none before the address). */
export function beforeWaterWasteStep(step: WaterWasteStep, lead: WaterWasteLeadPlace): string | undefined {
  if (step === 'business') return `${paths.commercialWaterWasteSelectAddress(lead.post_code)}?id=${lead.id}`;
  if (step === 'service') return paths.commercialWaterWasteBussinessName(lead.id);
  if (step === 'usage' || step === 'waste') return paths.commercialWaterWasteSelectService(lead.id);
  return undefined;
}

/**
 * Where a saved page leads: the business name after the address, the service's own page after the service (Water:
 * the usage; Waste: the bins), and booking after either.
 */
export function afterWaterWasteStep(step: WaterWasteStep, id: string, service?: 'Water' | 'Waste'): string {
  if (step === 'address') return paths.commercialWaterWasteBussinessName(id);
  if (step === 'business') return paths.commercialWaterWasteSelectService(id);
  if (step === 'service') {
    return service === 'Waste'
      ? paths.commercialWaterWasteGetWasteInfo(id)
      : paths.commercialWaterWasteAverageWaterUsage(id);
  }
  return paths.calendly('commercial-water-waste', id);
}
