import { SupplierStep } from '../../flows/energy/steps/SupplierStep.tsx';
import { energyStepMoves, type EnergyStepIslandProps } from './energy-step-island.ts';
import { PageProviders } from './PageProviders.tsx';

/**
 * The energy wizard's supplier step as an island: its tiles, date and figures are fields of a plain form
 * (energy-steps.ts); `kept` is "What you pay now" as the lead kept it.
 */
export default function EnergySupplierStepIsland(props: EnergyStepIslandProps & { kept: Record<string, string> }) {
  const { lead, place, postcode: _postcode, choice: _choice, kept, ...island } = props;
  return (
    <PageProviders {...island}>
      <SupplierStep lead={lead} kept={kept} place={place} {...energyStepMoves('energy-supplier', props)} />
    </PageProviders>
  );
}
