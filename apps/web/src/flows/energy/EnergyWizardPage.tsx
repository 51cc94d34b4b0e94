import { energyWizardSteps, serverMessages } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { energyWizardStepKeys, paths, type EnergyWizardStepKey } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { PremisesAddressStep } from '../shared/GuestLeadSteps.tsx';
import { LeadStepShell, stepMoves, useWizardStep, WizardFrame } from '../shared/wizard-step.tsx';

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
  const { id, step, search } = useWizardStep(energyWizardStepKeys);
  // Kept on every step's URL until the Service step has used it.
  const choice = energyChoiceIn(search);
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const info = useQuery({
    ...trpc.energy.guestInfo.queryOptions({ id }),
    enabled: id !== '',
    retryOnMount: false,
  });
  const stepIndex = energyWizardStepKeys.indexOf(step);

  return (
    <LeadStepShell answers={info} notFound={serverMessages.quoteNotFound} restartHref={paths.comercialUtility}>
      {(data, loading) => {
        const lead = data?.collections;
        const go = (next: EnergyWizardStepKey, leadId: string) =>
          navigate(
            withEnergyChoice(
              paths.comercialUtilityMain(lead?.post_code ?? postcode, { step: next, id: leadId }),
              choice,
            ),
          );
        const moves = stepMoves(
          energyWizardStepKeys,
          step,
          (next) => go(next, id),
          () => navigate(paths.calendly('commercial-utility', id)),
        );
        return (
          <WizardFrame
            heading="Compare business energy"
            description="Compare business gas and electricity prices for your premises in four short steps."
            steps={energyWizardSteps}
            current={stepIndex}
            disclosure="energy"
          >
            {step === 'address' ? (
              <PremisesAddressStep
                router="energy"
                postcode={postcode}
                lead={lead}
                restartHref={paths.comercialUtility}
                onSaved={(leadId) => go('business', leadId)}
              />
            ) : !lead ? (
              loading
            ) : step === 'business' ? (
              <BusinessStep lead={lead} {...moves} />
            ) : step === 'service' ? (
              <ServiceStep lead={lead} preselected={serviceForChoice(choice)} {...moves} />
            ) : (
              <SupplierStep lead={lead} {...moves} />
            )}
          </WizardFrame>
        );
      }}
    </LeadStepShell>
  );
}
