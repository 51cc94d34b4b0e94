import type { ReactNode } from 'react';
import type { PageProps } from '../../app/route-params.ts';
import { BrokerDisclosure } from '../../ui/BrokerDisclosure.tsx';
import { CashAdvanceFrame } from './CashAdvanceFrame.tsx';

/**
 * /merchant-service (spec §2, §4, §5): the merchant-service form (MerchantServiceForm), with the optional estimate
 * when the business has entered cash-advance figures, then 'Choose your product' for the application it creates.
 * `form` is the island the page puts in it (src/islands/pages/merchant-service.astro).
 */
export default function MerchantServicePage({ form }: Partial<PageProps> & { form?: ReactNode }) {
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
      {form}
      <BrokerDisclosure kind="funding" className="mt-8" />
    </CashAdvanceFrame>
  );
}
