import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { CashAdvanceFrame } from './CashAdvanceFrame.tsx';
import { MerchantServiceForm } from './MerchantServiceForm.tsx';

/**
 * /merchant-service (spec §2, §4, §5): the merchant-service form (MerchantServiceForm), with the optional estimate
 * when the business has entered cash-advance figures, then 'Choose your product' for the application it creates.
 * `form` stands in for the form where another render puts it (the islands page:
 * src/islands/pages/merchant-service.astro).
 */
export default function MerchantServicePage({ form }: Partial<PageProps> & { form?: ReactNode }) {
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  // The estimate shows only where the business has entered its figures (the page's render reads them).
  const settings = useQuery(trpc.finance.figures.queryOptions()).data?.cashAdvance ?? null;

  return (
    <CashAdvanceFrame
      title="Merchant cash advance"
      description="Tell us how you take card payments today and compare card machines and merchant cash advance offers."
      width="max-w-4xl"
    >
      <p className="mt-2 max-w-2xl text-slate-700">
        Tell us how you take card payments today. We will show you card machines that fit, and an adviser can talk you
        through a cash advance against your future card sales.
      </p>
      {form ?? <MerchantServiceForm settings={settings} onCreated={(href) => navigate(href)} />}
      <BrokerDisclosure kind="funding" className="mt-8" />
    </CashAdvanceFrame>
  );
}
