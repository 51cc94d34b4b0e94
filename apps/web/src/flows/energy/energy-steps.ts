import { energyWizardStepKeys, paths, type EnergyWizardStepKey } from '../../app/paths.ts';
import type { PlainFormName } from '../../forms/posted-form.ts';
import { withEnergyChoice, type EnergyChoice } from './energy-choice.ts';

export { energyChoiceIn } from './energy-choice.ts';

/**
 * The energy wizard's steps as plain forms (forms/posted-form.ts): each step's form is named by its hidden `form`
 * field, so the server (apps/server/src/http/energy-step-forms.ts) can take a step sent before the page's code arrived.
 */
export const energyStepForms = {
  address: 'energy-address',
  business: 'energy-business',
  service: 'energy-service',
  supplier: 'energy-supplier',
} as const satisfies Record<EnergyWizardStepKey, PlainFormName>;
export type EnergyStepForm = (typeof energyStepForms)[EnergyWizardStepKey];

/** A lead as the wizard's addresses name it: its id and the postcode its address was chosen at. */
export interface EnergyLeadPlace {
  id: string;
  post_code: string;
}

/** The wizard's address at `step` for the lead, carrying a Gas or Electricity choice made before it on. */
export const energyStepHref = (step: EnergyWizardStepKey, lead: EnergyLeadPlace, choice: EnergyChoice | null) =>
  withEnergyChoice(paths.comercialUtilityMain(lead.post_code, { step, id: lead.id }), choice);

/** Where a saved step leads: the next step of the same lead, and booking after the last. */
export function afterEnergyStep(form: EnergyStepForm, lead: EnergyLeadPlace, choice: EnergyChoice | null): string {
  const step = energyWizardStepKeys.find((key) => energyStepForms[key] === form)!;
  const next = energyWizardStepKeys[energyWizardStepKeys.indexOf(step) + 1];
  return next === undefined ? paths.calendly('commercial-utility', lead.id) : energyStepHref(next, lead, choice);
}

/** Where Back on a step leads: the step before (none before the address). */
export function beforeEnergyStep(step: EnergyWizardStepKey, lead: EnergyLeadPlace, choice: EnergyChoice | null) {
  const before = energyWizardStepKeys[energyWizardStepKeys.indexOf(step) - 1];
  return before && energyStepHref(before, lead, choice);
}
