import type { LoanApplication } from '../../flows/business-loan/loan-application.ts';
import { BasicInfoStep } from '../../flows/business-loan/steps/BasicInfoStep.tsx';
import type { AddressSearchFound } from '../../flows/business-loan/steps/PostcodeAddressSearch.tsx';
import { loadPage } from './load-page.ts';
import type { LoanStepIslandProps } from './loan-step-island.ts';
import { PageProviders } from './PageProviders.tsx';

/**
 * The loan wizard's first step as an island: a plain form the server takes before the code arrives (loan-steps.ts),
 * then checked and sent by its code; `found` is what a search sent before the code found.
 */
export default function LoanBasicStepIsland({
  application,
  place,
  found,
  handOff,
  ...props
}: LoanStepIslandProps<LoanApplication | undefined> & { found?: AddressSearchFound; handOff: string }) {
  return (
    <PageProviders {...props}>
      <BasicInfoStep
        application={application}
        handOff={handOff}
        place={place}
        found={found}
        // Where the step leads is fetched with what sends it, not with the page.
        onSaved={(id) =>
          void import('../../flows/business-loan/loan-steps.ts').then(({ afterLoanStep }) =>
            loadPage(afterLoanStep('loan-basic', id)),
          )
        }
      />
    </PageProviders>
  );
}
