import { serverMessages } from '@sme/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { LeadStepShell, WizardFrame } from '../shared/wizard-step.tsx';
import type { WaterWasteStepProps } from './steps/water-waste-step.ts';
import { beforeWaterWasteStep, type WaterWasteStep } from './water-waste-steps.ts';

export const waterWasteSteps = ['Address', 'Business', 'Service', 'Details'] as const;

/** After a step is saved: the lead is read again (so Back and the next page show it), then `next`. */
export function useLeadReread() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return (next: () => void) =>
    void queryClient.invalidateQueries({ queryKey: trpc.waterWaste.guestInfo.queryKey() }).then(next);
}

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
 * A page after the address: the lead named in the URL is loaded first (an unknown id is a 404), then the step's
 * form renders with what the visitor already answered. `step` stands in for the form where another render puts it
 * (the islands pages: src/islands/pages/commercial-water-waste/).
 */
export function waterWasteStepPage(step: WaterWasteStep, current: number, Step: ComponentType<WaterWasteStepProps>) {
  return function WaterWasteStepPage({ params, step: stepSlot }: PageProps & { step?: ReactNode }) {
    const trpc = useTRPC();
    const [, navigate] = useLocation();
    const reread = useLeadReread();
    const info = useQuery({ ...trpc.waterWaste.guestInfo.queryOptions({ id: params.id ?? '' }), retryOnMount: false });
    return (
      <LeadStepShell answers={info} notFound={serverMessages.quoteNotFound} restartHref={paths.commercialWaterWaste}>
        {(data, loading) => (
          <WaterWasteFrame current={current}>
            {!data
              ? loading
              : (stepSlot ?? (
                  <Step
                    lead={data.collections}
                    // Back is a link to the page before, as on the islands page.
                    place={{ backHref: beforeWaterWasteStep(step, data.collections) }}
                    go={(href) => reread(() => navigate(href))}
                  />
                ))}
          </WaterWasteFrame>
        )}
      </LeadStepShell>
    );
  };
}
