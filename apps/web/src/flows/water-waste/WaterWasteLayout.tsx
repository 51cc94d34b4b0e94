import type { WaterWasteGuestInfo } from '@sme/api';
import { serverMessages } from '@sme/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { useLocation } from 'wouter';
import { LeadStepShell, StepForm, useStepSaved, WizardFrame } from '../shared/wizard-step.tsx';

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
 * form renders with what the visitor already answered.
 */
export function waterWasteStepPage(current: number, Step: ComponentType<{ lead: WaterWasteGuestInfo }>) {
  return function WaterWasteStepPage({ params }: PageProps) {
    const trpc = useTRPC();
    const info = useQuery({ ...trpc.waterWaste.guestInfo.queryOptions({ id: params.id ?? '' }), retryOnMount: false });
    return (
      <LeadStepShell answers={info} notFound={serverMessages.quoteNotFound} restartHref={paths.commercialWaterWaste}>
        {(data, loading) => (
          <WaterWasteFrame current={current}>{data ? <Step lead={data.collections} /> : loading}</WaterWasteFrame>
        )}
      </LeadStepShell>
    );
  };
}

type SaveCallbacks = ReturnType<ReturnType<typeof useStepSaved>>;

/**
 * The last step of either service (the water usage, the waste information): Back goes to the service choice; Next
 * saves `answers` on the lead with `save`, then goes on to booking.
 */
export function WaterWasteDetailsStep<Answers extends object>({
  lead,
  heading,
  intro,
  save,
  answers,
  children,
}: {
  lead: WaterWasteGuestInfo;
  heading: string;
  intro: string;
  save: { isPending: boolean; mutate: (input: Answers & { id: string }, callbacks: SaveCallbacks) => void };
  answers: Answers;
  children: ReactNode;
}) {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const afterSave = useStepSaved(trpc.waterWaste.guestInfo.queryKey());
  return (
    <StepForm
      heading={heading}
      intro={intro}
      busy={save.isPending}
      onBack={() => navigate(paths.commercialWaterWasteSelectService(lead.id))}
      onSubmit={() =>
        save.mutate(
          { ...answers, id: lead.id },
          afterSave(() => navigate(paths.calendly('commercial-water-waste', lead.id))),
        )
      }
    >
      {children}
    </StepForm>
  );
}
