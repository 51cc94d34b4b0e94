import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { PremisesAddressStep } from '../shared/PremisesAddressStep.tsx';
import { isQuoteClosed, QuoteUnavailable } from '../shared/QuoteUnavailable.tsx';
import { useQueriedAddressLookup } from '../shared/address-lookup-query.ts';
import { afterWaterWasteStep } from './water-waste-steps.ts';
import { useLeadReread, WaterWasteFrame } from './WaterWasteLayout.tsx';

/**
 * commercial-water-waste-select-address: choosing an address creates the lead (or updates it, coming back). `step`
 * stands in for the step where another render puts it (src/islands/pages/commercial-water-waste/select-address/).
 */
export default function SelectAddressPage({ params, step }: PageProps & { step?: ReactNode }) {
  const postcode = params.postcode ?? '';
  // Set when the visitor came back from the business name page: the same lead is updated.
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const lead = useQuery({ ...trpc.waterWaste.guestInfo.queryOptions({ id }), enabled: id !== '', retry: false });
  const addresses = useQueriedAddressLookup(postcode, !step);
  const reread = useLeadReread();

  // Coming back with a closed quote's id: choosing an address would be refused, so say why first.
  if (isQuoteClosed(lead.error)) {
    return <QuoteUnavailable error={lead.error} restart={{ href: paths.commercialWaterWaste, label: 'Start again' }} />;
  }

  return (
    <WaterWasteFrame current={0}>
      {step ?? (
        <PremisesAddressStep
          router="waterWaste"
          postcode={postcode}
          lead={lead.data?.collections}
          lookup={addresses.lookup}
          onRetry={addresses.retry}
          restartHref={paths.commercialWaterWaste}
          onSaved={(saved) => reread(() => navigate(afterWaterWasteStep('address', saved.id)))}
        />
      )}
    </WaterWasteFrame>
  );
}
