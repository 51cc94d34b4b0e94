import { TurnoverStep } from '../../flows/business-loan/steps/TurnoverStep.tsx';
import { laterStepMoves, type LoanStepIslandProps } from './loan-step-island.ts';
import { PageProviders } from './PageProviders.tsx';

/** The loan wizard's turnover step as an island: its slider is a field of a plain form (loan-steps.ts). */
export default function LoanTurnoverStepIsland(props: LoanStepIslandProps) {
  const { application, place, ...island } = props;
  return (
    <PageProviders {...island}>
      <TurnoverStep application={application} place={place} {...laterStepMoves('loan-turnover', props)} />
    </PageProviders>
  );
}
