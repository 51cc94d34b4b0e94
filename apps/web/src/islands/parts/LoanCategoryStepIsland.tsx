import { CategoryStep } from '../../flows/business-loan/steps/CategoryStep.tsx';
import { laterStepMoves, type LoanStepIslandProps } from './loan-step-island.ts';
import { PageProviders } from './PageProviders.tsx';

/** The loan wizard's category step as an island: its tiles are radio buttons of a plain form (loan-steps.ts). */
export default function LoanCategoryStepIsland(props: LoanStepIslandProps) {
  const { application, place, ...island } = props;
  return (
    <PageProviders {...island}>
      <CategoryStep application={application} place={place} {...laterStepMoves('loan-category', props)} />
    </PageProviders>
  );
}
