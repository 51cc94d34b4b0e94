import type { AppRouter } from '@sme/api';
import { formatWholePounds, PRODUCT_NOT_SURE, type BookingSlug } from '@sme/domain';
import type { TRPCClientErrorLike } from '@trpc/client';
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import type { TRPCOptionsProxy, TRPCQueryKey } from '@trpc/tanstack-react-query';
import type { ComponentType } from 'react';
import { paths } from '../../app/paths.ts';
import type { GuestLeadRouter } from '../shared/guest-lead.ts';
import type { RestartLink } from '../shared/QuoteUnavailable.tsx';
import { EnergyIndicative } from './EnergyIndicative.tsx';

/** What the booked call is about, shown above the calendar so the visitor knows what they are booking. */
export interface BookingSubject {
  businessName: string;
  address: string;
  /** What else the call is about: the advance asked about and the card machine chosen, for a card application. */
  details?: string[];
}

export type BookingError = TRPCClientErrorLike<AppRouter>;
type Trpc = TRPCOptionsProxy<AppRouter>;

/**
 * One flow that ends on the booking screen: how the screen names it and what it loads about the lead or application
 * (bookingRouters names the router that records its booked call and callback request). A new slug in @sme/domain's
 * bookingSlugs needs its entry here.
 */
export interface BookingFlow {
  /** How the page names what the call is about: 'Your {quote}'. */
  quote: string;
  /** The flow's first page: where a visitor whose quote is closed (or unknown) starts a new one. */
  restart: RestartLink;
  /** The lead or application, read as the call's subject; a NOT_FOUND error shows the 404 page. */
  subjectQuery(trpc: Trpc, id: string): UseQueryOptions<unknown, BookingError, BookingSubject, TRPCQueryKey>;
  /** Figures the flow shows under its subject (the energy quote's indicative comparison), when it has any. */
  Figures?: ComponentType<{ id: string }>;
  /** Fetches what the page reads, for a server render. */
  prefetch(args: { trpc: Trpc; queryClient: QueryClient; id: string }): Promise<void>;
}

/** What a guest lead's call is about: the business at the chosen premises. */
const guestLeadSubject = ({ collections }: { collections: { bussiness_name: string; full_address: string } }) => ({
  businessName: collections.bussiness_name,
  address: collections.full_address,
});

/** A loan application's: the company, and what it asks for. */
const loanSubject = ({
  collections,
}: {
  collections: { company_name: string; borrow_ammount: string; borrow_month: string };
}) => ({
  businessName: collections.company_name,
  address: `£${Number(collections.borrow_ammount).toLocaleString('en-GB')} over ${collections.borrow_month}`,
});

/** A card payment application's: the business, the advance asked about (if any) and the card machine chosen. */
const cashAdvanceSubject = ({
  collections,
}: {
  collections: {
    business_name: string;
    take_payment: string;
    card_provider: string;
    product_name: string | null;
    product_id: number | string | null;
    advance_pounds: number | null;
  };
}) => ({
  businessName: collections.business_name,
  address: `Taking payments ${collections.take_payment === 'Face To Face' ? 'face to face' : 'online'}, currently with ${collections.card_provider}`,
  details: [
    collections.advance_pounds === null ? null : `Cash advance: ${formatWholePounds(collections.advance_pounds * 100)}`,
    collections.product_name
      ? `Card machine: ${collections.product_name}`
      : collections.product_id === PRODUCT_NOT_SURE
        ? 'Card machine: not chosen yet, we help you choose on the call'
        : null,
  ].filter((detail) => detail !== null),
});

/**
 * A flow's entry from the query of its lead or application (with how to read the call's subject from it), the one the
 * page reads and the server render prefetches.
 */
function bookingFlow<Data>(flow: {
  quote: string;
  restart: RestartLink;
  subject: (trpc: Trpc, id: string) => UseQueryOptions<Data, BookingError, BookingSubject, TRPCQueryKey>;
}): BookingFlow {
  return {
    quote: flow.quote,
    restart: flow.restart,
    subjectQuery: (trpc, id) =>
      flow.subject(trpc, id) as UseQueryOptions<unknown, BookingError, BookingSubject, TRPCQueryKey>,
    prefetch: ({ trpc, queryClient, id }) => queryClient.prefetchQuery(flow.subject(trpc, id)),
  };
}

/**
 * A guest lead's query, as far as the booking screen reads it. The two routers' leads differ only in answers the
 * subject does not show, so either router's guestInfo serves as one.
 */
type GuestInfoQuery = (
  input: { id: string },
  options: { select: typeof guestLeadSubject },
) => UseQueryOptions<Parameters<typeof guestLeadSubject>[0], BookingError, BookingSubject, TRPCQueryKey>;

/** A quote flow that starts at the visitor's premises (energy, water and waste): the call is about its guest lead. */
function guestLeadFlow(router: GuestLeadRouter, quote: string, href: string): BookingFlow {
  return bookingFlow({
    quote,
    restart: { href, label: 'Start a new quote' },
    subject: (trpc, id) => {
      const guestInfo: GuestInfoQuery = trpc[router].guestInfo.queryOptions;
      return guestInfo({ id }, { select: guestLeadSubject });
    },
  });
}

/** The energy quote's booking screen also shows the indicative comparison kept with the lead (rendered on the server). */
function withEnergyFigures(flow: BookingFlow): BookingFlow {
  return {
    ...flow,
    Figures: EnergyIndicative,
    prefetch: async (args) => {
      await Promise.all([
        flow.prefetch(args),
        // A closed or unknown lead has no figures to show: the subject's own error tells the visitor.
        args.queryClient.prefetchQuery(args.trpc.energy.figures.queryOptions({ id: args.id })).catch(() => undefined),
      ]);
    },
  };
}

export const bookingFlows: Record<BookingSlug, BookingFlow> = {
  'commercial-utility': withEnergyFigures(guestLeadFlow('energy', 'business energy quote', paths.comercialUtility)),
  'commercial-water-waste': guestLeadFlow('waterWaste', 'water and waste quote', paths.commercialWaterWaste),
  'business-loan': bookingFlow({
    quote: 'business loan application',
    restart: { href: paths.businessLoan, label: 'Start a new application' },
    subject: (trpc, id) => trpc.businessLoan.summary.queryOptions({ id }, { select: loanSubject }),
  }),
  'cash-advance': bookingFlow({
    quote: 'card payment application',
    restart: { href: paths.merchantService, label: 'Start a new application' },
    subject: (trpc, id) => trpc.cashAdvance.summary.queryOptions({ id }, { select: cashAdvanceSubject }),
  }),
};
