import type { WaterWasteGuestInfo } from '@sme/api';
import { serverMessages } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import { paths } from '../../app/paths.ts';
import { isNotFound } from '../../app/query-client.ts';
import { useTRPC } from '../../app/trpc.ts';
import { QuoteUnavailable } from '../shared/QuoteUnavailable.tsx';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { LeadLoading } from '../shared/LeadLoading.tsx';
import { StepProgress } from '../shared/StepProgress.tsx';

export const waterWasteSteps = ['Address', 'Business', 'Service', 'Details'] as const;

/** The frame of every water and waste page: title, progress and disclosure. */
export function WaterWasteFrame({ current, children }: { current: number; children: ReactNode }) {
  return (
    <div className="bg-slate-50">
      <PageMeta
        title={`Compare business water and waste: ${waterWasteSteps[current]}`}
        description="Compare business water retailers and waste collection for your premises."
      />
      <div className="container-page max-w-3xl py-10">
        <h1 className="mb-6 text-3xl font-extrabold text-ink">Compare business water and waste</h1>
        <StepProgress steps={waterWasteSteps} current={current} />
        <div className="mt-8">{children}</div>
        <BrokerDisclosure kind="energy" className="mt-8" />
      </div>
    </div>
  );
}

/**
 * A step after the address: the lead named in the URL is loaded first (an unknown id is a 404), then the step
 * renders with what the visitor already answered.
 */
export function WaterWasteLeadStep({
  id,
  current,
  children,
}: {
  id: string;
  current: number;
  children: (lead: WaterWasteGuestInfo) => ReactNode;
}) {
  const trpc = useTRPC();
  const info = useQuery({ ...trpc.waterWaste.guestInfo.queryOptions({ id }), retryOnMount: false });

  if (isNotFound(info.error)) {
    return (
      <QuoteUnavailable
        error={info.error}
        notFound={serverMessages.quoteNotFound}
        restart={{ href: paths.commercialWaterWaste, label: 'Start again' }}
      />
    );
  }
  return (
    <WaterWasteFrame current={current}>
      {info.data ? (
        children(info.data.collections)
      ) : (
        <LeadLoading failed={info.isError} onRetry={() => void info.refetch()} />
      )}
    </WaterWasteFrame>
  );
}
