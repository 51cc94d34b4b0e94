import { energyWizardSteps, serverMessages } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { energyWizardStepKeys, paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { LeadStepShell, useWizardStep, WizardFrame } from '../shared/wizard-step.tsx';

/** The wizard's frame (spec §2, §4), around its step. */
const energyWizardFrame = {
  heading: 'Compare business energy',
  description: 'Compare business gas and electricity prices for your premises in four short steps.',
  steps: energyWizardSteps,
  disclosure: 'energy',
} as const;

/**
 * The commercial utility wizard (spec §2, §4): Address, Business, Service, Supplier, then booking. The step and
 * the lead id live in the URL, so a reload or the browser's Back keeps the visitor where they were. The frame around
 * the step: `step` is the island the page puts in it (src/islands/pages/comercial-utility/main/[postcode].astro).
 */
export default function EnergyWizardPage({ step: stepSlot }: PageProps & { step?: ReactNode }) {
  const { id, step } = useWizardStep(energyWizardStepKeys);
  const trpc = useTRPC();
  const info = useQuery({
    ...trpc.energy.guestInfo.queryOptions({ id }),
    enabled: id !== '',
    retryOnMount: false,
  });

  return (
    <LeadStepShell answers={info} notFound={serverMessages.quoteNotFound} restartHref={paths.comercialUtility}>
      {(data, loading) => (
        <WizardFrame {...energyWizardFrame} current={energyWizardStepKeys.indexOf(step)}>
          {step === 'address' || data?.collections ? stepSlot : loading}
        </WizardFrame>
      )}
    </LeadStepShell>
  );
}
