import { loanWizardSteps, serverMessages } from '@sme/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { loanWizardStepKeys, paths, type LoanWizardStepKey } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { laterPart } from '../../app/later-part.ts';
import { partnerLogos } from '../../ui/lending-partners.ts';
import { LogoStrip } from '../../ui/LogoStrip.tsx';
import { LeadStepShell, stepMoves, useWizardStep, WizardFrame } from '../shared/wizard-step.tsx';

import { LoanCalculatorSection } from '../../finance/loan-calculator/LoanCalculatorSection.tsx';
import { loanHandOff } from '../../finance/loan-calculator/hand-off.ts';
import { CategoryStep } from './steps/CategoryStep.tsx';
import { TurnoverStep } from './steps/TurnoverStep.tsx';

// The first step's form library loads after the page.
const BasicInfoStep = laterPart(() => import('./steps/BasicInfoStep.tsx').then((module) => module.BasicInfoStep));

/**
 * The business loan wizard (spec §2, §4): Basic information, Business category, Turnover, then booking. The step
 * and the application id live in the query, so a reload or the browser's Back keeps the visitor where they were.
 * `loanCalculator` and `step` stand in for the calculator and the step where another render puts them (the islands
 * page: src/islands/pages/business-loan.astro).
 */
export default function BusinessLoanPage({
  loanCalculator = <LoanCalculatorSection place="wizard" />,
  step: stepSlot,
}: Partial<PageProps> & { loanCalculator?: ReactNode; step?: ReactNode }) {
  const { id, step, search } = useWizardStep(loanWizardStepKeys);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const summary = useQuery({
    ...trpc.businessLoan.summary.queryOptions({ id }),
    enabled: id !== '',
    retryOnMount: false,
  });
  // The saved answers are read again, so Back and the next step show them.
  const go = (next: LoanWizardStepKey, applicationId: string) =>
    void queryClient
      .invalidateQueries({ queryKey: trpc.businessLoan.summary.queryKey() })
      .then(() => navigate(paths.businessLoanStep(next, applicationId)));
  const stepIndex = loanWizardStepKeys.indexOf(step);
  const moves = stepMoves(
    loanWizardStepKeys,
    step,
    (next) => go(next, id),
    () => navigate(paths.calendly('business-loan', id)),
  );

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
                {stepSlot ?? (
                  <BasicInfoStep
                    handOff={loanHandOff(search)}
                    // A new application and a saved one are different forms.
                    key={application?.id ?? 'new'}
                    application={application}
                    onSaved={(applicationId) => go('category', applicationId)}
                  />
                )}
              </>
            ) : !application ? null : stepSlot ? (
              stepSlot
            ) : step === 'category' ? (
              <CategoryStep application={application} {...moves} />
            ) : (
              <TurnoverStep application={application} {...moves} />
            )}
          </WizardFrame>
        );
      }}
    </LeadStepShell>
  );
}
