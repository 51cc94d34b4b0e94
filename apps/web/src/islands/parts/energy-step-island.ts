import type { EnergyGuestInfo } from '@sme/api';
import type { EnergyChoice } from '../../flows/energy/energy-choice.ts';
import { afterEnergyStep, type EnergyLeadPlace, type EnergyStepForm } from '../../flows/energy/energy-steps.ts';
import type { StepPlace } from '../../flows/shared/StepPlainForm.tsx';
import { loadPage } from './load-page.ts';
import type { IslandProps } from './PageProviders.tsx';

/**
 * What every energy step's island takes: the lead as the page read it, the step's place (Back, the server's answer),
 * the postcode of the wizard's address and a Gas or Electricity choice made before it, which the next step's address
 * carries on.
 */
export type EnergyStepIslandProps = IslandProps & {
  lead: EnergyGuestInfo;
  place: StepPlace;
  postcode: string;
  choice: EnergyChoice | null;
};

/** The wizard's next step (or booking) once a step is saved, as a page load. */
const loadStepAfter = (form: EnergyStepForm, lead: EnergyLeadPlace, choice: EnergyChoice | null) =>
  loadPage(afterEnergyStep(form, lead, choice));

/** A step's Back and Next after the address: the step before as a page load, the step after once saved. */
export const energyStepMoves = (form: EnergyStepForm, { lead, place, postcode, choice }: EnergyStepIslandProps) => ({
  onBack: () => place.backHref && loadPage(place.backHref),
  onSaved: () => loadStepAfter(form, { id: lead.id, post_code: postcode }, choice),
});
