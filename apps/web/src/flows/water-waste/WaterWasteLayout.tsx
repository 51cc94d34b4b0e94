import { serverMessages } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { LeadStepShell, WizardFrame } from '../shared/wizard-step.tsx';

export const waterWasteSteps = ['Address', 'Business', 'Service', 'Details'] as const;

/** The frame of every water and waste page: title, progress and disclosure. */
export function WaterWasteFrame({ current, children }: { current: number; children: ReactNode }) {
  return (
    <WizardFrame
      heading="Compare business water and waste"
      description="Compare business water retailers and waste collection for your premises."
      steps={waterWasteSteps}
      current={current}
      disclosure="energy"
    >
      {children}
    </WizardFrame>
  );
}

/**
 * A page after the address: the lead named in the URL is loaded first (an unknown id is a 404), then the frame around
 * the step: `step` is the island the page puts in it (src/islands/pages/commercial-water-waste/).
 */
export function waterWasteStepPage(current: number) {
  return function WaterWasteStepPage({ params, step }: PageProps & { step?: ReactNode }) {
    const trpc = useTRPC();
    const info = useQuery({ ...trpc.waterWaste.guestInfo.queryOptions({ id: params.id ?? '' }), retryOnMount: false });
    return (
      <LeadStepShell answers={info} notFound={serverMessages.quoteNotFound} restartHref={paths.commercialWaterWaste}>
        {(data, loading) => <WaterWasteFrame current={current}>{data ? step : loading}</WaterWasteFrame>}
      </LeadStepShell>
    );
  };
}
