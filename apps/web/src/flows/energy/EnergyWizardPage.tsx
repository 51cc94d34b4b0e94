import { energyWizardSteps, serverMessages } from '@sme/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { energyWizardStepKeys, paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { useQueriedAddressLookup } from '../shared/address-lookup-query.ts';
import { PremisesAddressStep } from '../shared/PremisesAddressStep.tsx';
import { LeadStepShell, useWizardStep, WizardFrame } from '../shared/wizard-step.tsx';

import { BusinessStep } from './steps/BusinessStep.tsx';
import { ServiceStep } from './steps/ServiceStep.tsx';
import { SupplierStep } from './steps/SupplierStep.tsx';
import { energyChoiceIn, serviceForChoice } from './energy-choice.ts';
import { afterEnergyStep, beforeEnergyStep, energyStepForms, type EnergyLeadPlace } from './energy-steps.ts';
import { keptFigures } from './kept-figures.ts';

/** The wizard's frame (spec §2, §4), around its step. */
const energyWizardFrame = {
  heading: 'Compare business energy',
  description: 'Compare business gas and electricity prices for your premises in four short steps.',
  steps: energyWizardSteps,
  disclosure: 'energy',
} as const;

/**
 * The commercial utility wizard (spec §2, §4): Address, Business, Service, Supplier, then booking. The step and
 * the lead id live in the URL, so a reload or the browser's Back keeps the visitor where they were. `step` stands in
 * for the step where another render puts it (the islands page: src/islands/pages/comercial-utility/main/[postcode].astro).
 */
export default function EnergyWizardPage({ params, step: stepSlot }: PageProps & { step?: ReactNode }) {
  const postcode = params.postcode ?? '';
  const { id, step, search } = useWizardStep(energyWizardStepKeys);
  // Kept on every step's URL until the Service step has used it.
  const choice = energyChoiceIn(search);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const info = useQuery({
    ...trpc.energy.guestInfo.queryOptions({ id }),
    enabled: id !== '',
    retryOnMount: false,
  });
  const ownStep = !stepSlot;
  const addresses = useQueriedAddressLookup(postcode, ownStep && step === 'address');
  const kept = useQuery({
    ...trpc.energy.figures.queryOptions({ id }),
    enabled: ownStep && step === 'supplier' && id !== '',
  });
  const stepIndex = energyWizardStepKeys.indexOf(step);
  // The saved answers are read again, so Back, a reload and the next step show them.
  const goOn = (href: string) =>
    void queryClient
      .invalidateQueries({ queryKey: trpc.energy.guestInfo.queryKey() })
      .then(() => queryClient.invalidateQueries({ queryKey: trpc.energy.figures.queryKey() }))
      .then(() => navigate(href));

  return (
    <LeadStepShell answers={info} notFound={serverMessages.quoteNotFound} restartHref={paths.comercialUtility}>
      {(data, loading) => {
        const lead = data?.collections;
        const place: EnergyLeadPlace = { id, post_code: lead?.post_code ?? postcode };
        const backHref = beforeEnergyStep(step, place, choice);
        const moves = {
          // Back is a link to the step before (backHref), as on the islands page.
          place: { backHref },
          onBack: () => backHref && navigate(backHref),
          onSaved: () => goOn(afterEnergyStep(energyStepForms[step], place, choice)),
        };
        return (
          <WizardFrame {...energyWizardFrame} current={stepIndex}>
            {stepSlot && (step === 'address' || lead) ? (
              stepSlot
            ) : step === 'address' ? (
              <PremisesAddressStep
                router="energy"
                postcode={postcode}
                lead={lead}
                lookup={addresses.lookup}
                onRetry={addresses.retry}
                restartHref={paths.comercialUtility}
                onSaved={(saved) => goOn(afterEnergyStep(energyStepForms.address, saved, choice))}
              />
            ) : !lead ? (
              loading
            ) : step === 'business' ? (
              <BusinessStep lead={lead} {...moves} />
            ) : step === 'service' ? (
              <ServiceStep lead={lead} preselected={serviceForChoice(choice)} {...moves} />
            ) : (
              <SupplierStep lead={lead} kept={keptFigures(kept.data?.figures?.current)} {...moves} />
            )}
          </WizardFrame>
        );
      }}
    </LeadStepShell>
  );
}
