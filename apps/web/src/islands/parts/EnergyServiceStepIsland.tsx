import { serviceForChoice } from '../../flows/energy/energy-choice.ts';
import { ServiceStep } from '../../flows/energy/steps/ServiceStep.tsx';
import { energyStepMoves, type EnergyStepIslandProps } from './energy-step-island.ts';
import { PageProviders } from './PageProviders.tsx';

/** The energy wizard's service step as an island: its tiles are radio buttons of a plain form (energy-steps.ts). */
export default function EnergyServiceStepIsland(props: EnergyStepIslandProps) {
  const { lead, place, postcode: _postcode, choice, ...island } = props;
  return (
    <PageProviders {...island}>
      <ServiceStep
        lead={lead}
        preselected={serviceForChoice(choice)}
        place={place}
        {...energyStepMoves('energy-service', props)}
      />
    </PageProviders>
  );
}
