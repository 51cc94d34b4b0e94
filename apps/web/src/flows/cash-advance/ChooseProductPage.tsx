import { serverMessages } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { LeadStepShell } from '../shared/wizard-step.tsx';
import { CashAdvanceFrame } from './CashAdvanceFrame.tsx';

/**
 * merchant-service/choose-product/{id} (spec §2, §4): the card machines, filtered in the sidebar, and a 'Not
 * sure' card (ProductChooser). Select stores the choice on the application and goes on to booking. An unknown
 * application is the 404 page. `chooser` is the island the page puts in it
 * (src/islands/pages/merchant-service/choose-product/[id].astro).
 */
export default function ChooseProductPage({ params, chooser }: PageProps & { chooser?: ReactNode }) {
  const id = params.id ?? '';
  const trpc = useTRPC();
  const summary = useQuery({ ...trpc.cashAdvance.summary.queryOptions({ id }), retryOnMount: false });

  return (
    <LeadStepShell answers={summary} notFound={serverMessages.applicationNotFound} restartHref={paths.merchantService}>
      {(data, loading) => (
        <CashAdvanceFrame
          title="Choose your product"
          description="Compare card machines by monthly charge, card fees and set-up fee, filtered by term, acquirer, manufacturer and feature."
        >
          {data ? chooser : <div className="mt-8">{loading}</div>}
          <BrokerDisclosure kind="funding" className="mt-10" />
        </CashAdvanceFrame>
      )}
    </LeadStepShell>
  );
}
