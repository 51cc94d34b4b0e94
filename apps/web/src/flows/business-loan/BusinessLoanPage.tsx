import { loanWizardSteps, serverMessages } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { loanWizardStepKeys, paths, type LoanWizardStepKey } from '../../app/paths.ts';
import { isNotFound } from '../../app/query-client.ts';
import type { PageProps } from '../../app/routes.ts';
import { useTRPC } from '../../app/trpc.ts';
import { deferred } from '../../app/deferred.tsx';
import { partnerLogos } from '../../pages/business/partners.ts';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { LogoStrip } from '../../ui/LogoStrip.tsx';
import { StepProgress } from '../shared/StepProgress.tsx';
import { CategoryStep } from './steps/CategoryStep.tsx';
import { TurnoverStep } from './steps/TurnoverStep.tsx';

// The first step's form library, and what only a failed or unknown application shows, load after the page.
const BasicInfoStep = deferred(() => import('./steps/BasicInfoStep.tsx').then((module) => module.BasicInfoStep));
const LeadLoading = deferred(() => import('../shared/LeadLoading.tsx').then((module) => module.LeadLoading));
const QuoteUnavailable = deferred(() =>
  import('../shared/QuoteUnavailable.tsx').then((module) => module.QuoteUnavailable),
);

/**
 * The business loan wizard (spec §2, §4): Basic information, Business category, Turnover, then booking. The step
 * and the application id live in the query, so a reload or the browser's Back keeps the visitor where they were.
 */
export default function BusinessLoanPage(_props: PageProps) {
  const query = new URLSearchParams(useSearch());
  const id = query.get('id') ?? '';
  const step: LoanWizardStepKey = id
    ? (loanWizardStepKeys.find((key) => key === query.get('step')) ?? 'basic')
    : 'basic';
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const summary = useQuery({
    ...trpc.businessLoan.summary.queryOptions({ id }),
    enabled: id !== '',
    retryOnMount: false,
  });

  if (isNotFound(summary.error)) {
    return (
      <QuoteUnavailable
        error={summary.error}
        notFound={serverMessages.applicationNotFound}
        restart={{ href: paths.businessLoan, label: 'Start again' }}
      />
    );
  }

  const application = summary.data?.collections;
  const go = (next: LoanWizardStepKey, applicationId: string) => navigate(paths.businessLoanStep(next, applicationId));
  const stepIndex = loanWizardStepKeys.indexOf(step);

  return (
    <div className="bg-slate-50">
      <PageMeta
        title={`Business loan application: ${loanWizardSteps[stepIndex]}`}
        description="Apply for a business loan from £3,000 up to £1 million in three short steps, then book a free call."
      />
      <div className="container-page max-w-3xl py-10">
        <h1 className="mb-6 text-3xl font-extrabold text-ink">Apply for a business loan</h1>
        <StepProgress steps={loanWizardSteps} current={stepIndex} />
        <div className="mt-8">
          {id && !application ? (
            <LeadLoading failed={summary.isError} onRetry={() => void summary.refetch()} />
          ) : step === 'basic' ? (
            <BasicInfoStep
              // A new application and a saved one are different forms.
              key={application?.id ?? 'new'}
              application={application}
              onSaved={(applicationId) => go('category', applicationId)}
            />
          ) : !application ? null : step === 'category' ? (
            <CategoryStep application={application} onBack={() => go('basic', id)} onSaved={() => go('turnover', id)} />
          ) : (
            <TurnoverStep
              application={application}
              onBack={() => go('category', id)}
              onSaved={() => navigate(paths.calendly('business-loan', id))}
            />
          )}
        </div>
        <BrokerDisclosure kind="funding" className="mt-8" />
      </div>
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
    </div>
  );
}
