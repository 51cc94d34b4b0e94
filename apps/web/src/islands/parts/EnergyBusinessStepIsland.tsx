import { BusinessStep } from '../../flows/energy/steps/BusinessStep.tsx';
import { energyStepMoves, type EnergyStepIslandProps } from './energy-step-island.ts';
import { PageProviders } from './PageProviders.tsx';

/** The energy wizard's business name step as an island: its name is a field of a plain form (energy-steps.ts). */
export default function EnergyBusinessStepIsland(props: EnergyStepIslandProps) {
  const { lead, place, postcode: _postcode, choice: _choice, ...island } = props;
  return (
    <PageProviders {...island}>
      <BusinessStep lead={lead} place={place} {...energyStepMoves('energy-business', props)} />
    </PageProviders>
  );
}
