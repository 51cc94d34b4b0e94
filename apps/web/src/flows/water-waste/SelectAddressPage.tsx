import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from '../../app/paths.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { isQuoteClosed, QuoteUnavailable } from '../shared/QuoteUnavailable.tsx';
import { WaterWasteFrame } from './WaterWasteLayout.tsx';
import { usePageSearch } from '../../app/page-address.tsx';

/**
 * commercial-water-waste-select-address: choosing an address creates the lead (or updates it, coming back). The frame
 * around the step: `step` is the island the page puts in it (src/islands/pages/commercial-water-waste/select-address/).
 */
export default function SelectAddressPage({ step }: PageProps & { step?: ReactNode }) {
  // Set when the visitor came back from the business name page: the same lead is updated.
  const id = new URLSearchParams(usePageSearch()).get('id') ?? '';
  const trpc = useTRPC();
  const lead = useQuery({ ...trpc.waterWaste.guestInfo.queryOptions({ id }), enabled: id !== '', retry: false });

  // Coming back with a closed quote's id: choosing an address would be refused, so say why first.
  if (isQuoteClosed(lead.error)) {
    return <QuoteUnavailable error={lead.error} restart={{ href: paths.commercialWaterWaste, label: 'Start again' }} />;
  }

  return <WaterWasteFrame current={0}>{step}</WaterWasteFrame>;
}
