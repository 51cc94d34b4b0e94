import { loanWizardSteps, serverMessages } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { loanWizardStepKeys, paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { partnerLogos } from '../../ui/lending-partners.ts';
import { LogoStrip } from '../../ui/LogoStrip.tsx';
import { LeadStepShell, useWizardStep, WizardFrame } from '../shared/wizard-step.tsx';

/**
 * The business loan wizard (spec §2, §4): Basic information, Business category, Turnover, then booking. The step
 * and the application id live in the query, so a reload or the browser's Back keeps the visitor where they were. The
 * frame around the step: `loanCalculator` and `step` are the islands the page puts in it
 * (src/islands/pages/business-loan.astro).
 */
export default function BusinessLoanPage({
  loanCalculator,
  step: stepSlot,
}: Partial<PageProps> & { loanCalculator?: ReactNode; step?: ReactNode }) {
  const { id, step } = useWizardStep(loanWizardStepKeys);
  const trpc = useTRPC();
  const summary = useQuery({
    ...trpc.businessLoan.summary.queryOptions({ id }),
    enabled: id !== '',
    retryOnMount: false,
  });
  const stepIndex = loanWizardStepKeys.indexOf(step);

  return (
    <LeadStepShell answers={summary} notFound={serverMessages.applicationNotFound} restartHref={paths.businessLoan}>
      {(data, loading) => {
        const application = data?.collections;
        return (
          <WizardFrame
            heading="Apply for a business loan"
            titlePrefix="Business loan application"
            description="Apply for a business loan from £3,000 up to £1 million in three short steps, then book a free call."
            steps={loanWizardSteps}
            current={stepIndex}
            disclosure="funding"
            after={
              <section aria-labelledby="loan-partners-heading" className="border-t border-slate-200 bg-white py-10">
                <div className="container-page">
                  <h2 id="loan-partners-heading" className="text-2xl font-bold text-ink">
                    Our Partners
                  </h2>
                  <div className="mt-4">
                    <LogoStrip label="Our lending partners" logos={partnerLogos} />
                  </div>
                </div>
              </section>
            }
          >
            {id && !application ? (
              loading
            ) : step === 'basic' ? (
              <>
                {/* The loan calculator at the start: it fills the first step in (also from /bussiness's). */}
                {loanCalculator}
                {stepSlot}
              </>
            ) : (
              application && stepSlot
            )}
          </WizardFrame>
        );
      }}
    </LeadStepShell>
  );
}
