import { LOAN_CEILING_POUNDS, LOAN_MIN_AMOUNT } from '@sme/domain';
import type { ReactNode } from 'react';
import { paths } from '../app/paths.ts';
import { BrokerDisclosure } from '../ui/BrokerDisclosure.tsx';
import { GetQuoteBox } from './GetQuoteBox.tsx';
import type { SidebarOffer } from './sidebar-offers.ts';

/**
 * One service offered beside a blog post, chosen by the post's topics (sidebar-offers.ts). `getQuote` stands in for
 * the energy box where another render puts it (the islands page puts its island there).
 */
export function SidebarOfferBox({ offer, getQuote = <GetQuoteBox /> }: { offer: SidebarOffer; getQuote?: ReactNode }) {
  switch (offer) {
    case 'energy':
      // The spec's 'Get quote' postcode box: the energy comparison for a postcode.
      return getQuote;
    case 'water':
      return (
        <OfferBox
          offer={offer}
          heading="Water and waste"
          href={paths.commercialWaterWaste}
          action="Compare water and waste"
        >
          Compare business water retailers and commercial waste collection for your premises.
        </OfferBox>
      );
    case 'funding':
      return (
        <OfferBox
          offer={offer}
          heading="Business funding"
          href={paths.businessLoan}
          action="Apply for a business loan"
          after={<BrokerDisclosure kind="funding" className="mt-4" />}
        >
          Business loans from £{LOAN_MIN_AMOUNT.toLocaleString('en-GB')} up to £{LOAN_CEILING_POUNDS / 1_000_000}{' '}
          million: apply in three short steps, then book a free call.
        </OfferBox>
      );
    case 'payments':
      return (
        <OfferBox offer={offer} heading="Card payments" href={paths.merchantService} action="Compare card machines">
          Compare countertop, portable and mobile card machines and their fees side by side.
        </OfferBox>
      );
  }
}

function OfferBox({
  offer,
  heading,
  href,
  action,
  after,
  children,
}: {
  offer: SidebarOffer;
  heading: string;
  href: string;
  action: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${offer}-offer-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-6">
      <h2 id={headingId} className="text-xl font-bold">
        {heading}
      </h2>
      <p className="mt-1 mb-4 text-slate-700">{children}</p>
      <a href={href} className="btn-primary">
        {action}
      </a>
      {after}
    </section>
  );
}
