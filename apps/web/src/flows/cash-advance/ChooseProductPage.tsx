import { serverMessages } from '@sme/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { LeadStepShell } from '../shared/wizard-step.tsx';
import { CashAdvanceFrame } from './CashAdvanceFrame.tsx';
import { filtersFromSearch } from './catalogue.ts';
import { ProductChooser } from './ProductChooser.tsx';

/**
 * merchant-service/choose-product/{id} (spec §2, §4): the card machines, filtered in the sidebar, and a 'Not
 * sure' card (ProductChooser). Select stores the choice on the application and goes on to booking. An unknown
 * application is the 404 page. `chooser` stands in for the list where another render puts it (the islands page:
 * src/islands/pages/merchant-service/choose-product/[id].astro).
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
          {data ? (
            (chooser ?? (
              <SinglePageChooser
                id={data.collections.id}
                businessName={data.collections.business_name}
                currentChoice={data.collections.product_id}
              />
            ))
          ) : (
            <div className="mt-8">{loading}</div>
          )}
          <BrokerDisclosure kind="funding" className="mt-10" />
        </CashAdvanceFrame>
      )}
    </LeadStepShell>
  );
}

/** The chooser in the single-page app: the catalogue its render read (if any) to start with, booking as a move. */
function SinglePageChooser(props: { id: string; businessName: string; currentChoice: number | string | null }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const search = useSearch();
  const [, navigate] = useLocation();
  // What the server's render read (routes.ts prefetches both): the chooser reads any other set itself.
  const [read] = useState(() => ({
    lists: queryClient.getQueryData(trpc.cashAdvance.catalogue.queryKey({}))?.collections,
    current: queryClient.getQueryData(
      trpc.cashAdvance.catalogue.queryKey(filtersFromSearch(new URLSearchParams(search))),
    )?.collections,
  }));
  return (
    <ProductChooser
      {...props}
      {...read}
      onChosen={(href) =>
        void queryClient
          .invalidateQueries({ queryKey: trpc.cashAdvance.summary.queryKey({ id: props.id }) })
          .then(() => navigate(href))
      }
    />
  );
}
