import { energyWizardSteps, serverMessages } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { PageMeta } from '../../app/page-meta.tsx';
import { energyWizardStepKeys, paths, type EnergyWizardStepKey } from '../../app/paths.ts';
import { isNotFound } from '../../app/query-client.ts';
import type { PageProps } from '../../app/routes.ts';
import { useTRPC } from '../../app/trpc.ts';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { QuoteUnavailable } from '../shared/QuoteUnavailable.tsx';
import { LeadLoading } from '../shared/LeadLoading.tsx';
import { StepProgress } from '../shared/StepProgress.tsx';
import { AddressStep } from './steps/AddressStep.tsx';
import { BusinessStep } from './steps/BusinessStep.tsx';
import { ServiceStep } from './steps/ServiceStep.tsx';
import { SupplierStep } from './steps/SupplierStep.tsx';
import { energyChoiceIn, serviceForChoice, withEnergyChoice } from './energy-choice.ts';

/**
 * The commercial utility wizard (spec §2, §4): Address, Business, Service, Supplier, then booking. The step and
 * the lead id live in the URL, so a reload or the browser's Back keeps the visitor where they were.
 */
export default function EnergyWizardPage({ params }: PageProps) {
  const postcode = params.postcode ?? '';
  const search = useSearch();
  const query = new URLSearchParams(search);
  // Kept on every step's URL until the Service step has used it.
  const choice = energyChoiceIn(search);
  const id = query.get('id') ?? '';
  const step: EnergyWizardStepKey = id
    ? (energyWizardStepKeys.find((key) => key === query.get('step')) ?? 'address')
    : 'address';
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const info = useQuery({
    ...trpc.commercialUtility.guestInfo.queryOptions({ id }),
    enabled: id !== '',
    retryOnMount: false,
  });

  if (isNotFound(info.error)) {
    return (
      <QuoteUnavailable
        error={info.error}
        notFound={serverMessages.quoteNotFound}
        restart={{ href: paths.comercialUtility, label: 'Start again' }}
      />
    );
  }

  const lead = info.data?.collections;
  const go = (next: EnergyWizardStepKey, leadId: string) =>
    navigate(
      withEnergyChoice(paths.comercialUtilityMain(lead?.post_code ?? postcode, { step: next, id: leadId }), choice),
    );

  return (
    <div className="bg-slate-50">
      <PageMeta
        title={`Compare business energy: ${energyWizardSteps[energyWizardStepKeys.indexOf(step)]}`}
        description="Compare business gas and electricity prices for your premises in four short steps."
      />
      <div className="container-page max-w-3xl py-10">
        <h1 className="mb-6 text-3xl font-extrabold text-ink">Compare business energy</h1>
        <StepProgress steps={energyWizardSteps} current={energyWizardStepKeys.indexOf(step)} />
        <div className="mt-8">
          {step === 'address' ? (
            <AddressStep postcode={postcode} lead={lead} onSaved={(leadId) => go('business', leadId)} />
          ) : !lead ? (
            <LeadLoading failed={info.isError} onRetry={() => void info.refetch()} />
          ) : step === 'business' ? (
            <BusinessStep lead={lead} onBack={() => go('address', id)} onSaved={() => go('service', id)} />
          ) : step === 'service' ? (
            <ServiceStep
              lead={lead}
              preselected={serviceForChoice(choice)}
              onBack={() => go('business', id)}
              onSaved={() => go('supplier', id)}
            />
          ) : (
            <SupplierStep
              lead={lead}
              onBack={() => go('service', id)}
              onSaved={() => navigate(paths.calendly('commercial-utility', id))}
            />
          )}
        </div>
        <BrokerDisclosure kind="energy" className="mt-8" />
      </div>
    </div>
  );
}
