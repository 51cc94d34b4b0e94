import type { AppRouter } from '@sme/api';
import { PRODUCT_NOT_SURE, type BookingSlug } from '@sme/domain';
import type { TRPCClientErrorLike } from '@trpc/client';
import {
  useMutation,
  useQuery,
  type QueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { TRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { useTRPC } from '../../app/trpc.ts';
import type { CallbackMutation } from '../callback/CallbackRequestForm.tsx';
import { paths } from '../../app/paths.ts';
import type { RestartLink } from '../shared/QuoteUnavailable.tsx';
import type { BookedCall } from './calendly.ts';

/** What the booked call is about, shown above the calendar so the visitor knows what they are booking. */
export interface BookingSubject {
  businessName: string;
  address: string;
  /** What else the call is about: the card machine chosen for a cash advance. */
  detail?: string;
}

export type BookingError = TRPCClientErrorLike<AppRouter>;

/** What the record call sends: the widget's event and invitee, and the lead or application id. */
export interface BookingRecord {
  uri: BookedCall;
  id: string;
}

/**
 * One flow that ends on the booking screen: what it loads about the lead or application, and the call that
 * records the booked event against it. A new slug in @sme/domain's bookingSlugs needs its entry here.
 */
export interface BookingFlow {
  /** How the page names what the call is about: 'Your {quote}'. */
  quote: string;
  /** The flow's first page: where a visitor whose quote is closed (or unknown) starts a new one. */
  restart: RestartLink;
  /** The lead or application; a NOT_FOUND error shows the 404 page. Same query as the server render prefetches. */
  useSubject(id: string): UseQueryResult<BookingSubject, BookingError>;
  /** The flow's client-personal-info-store call. */
  useRecordBooking(): UseMutationResult<{ message: string }, BookingError, BookingRecord>;
  /** The flow's callback-request call ("Prefer we call you?"), for this lead or application. */
  useRequestCallback(): CallbackMutation<{ id: string }>;
  /** Fetches what useSubject reads, for a server render. */
  prefetch(args: { trpc: TRPCOptionsProxy<AppRouter>; queryClient: QueryClient; id: string }): Promise<void>;
}

// A missing lead is final: the server-rendered 404 is not asked again on hydration.
const subjectQuery = { retryOnMount: false } as const;

const guestLeadSubject = (lead: { bussiness_name: string; full_address: string }): BookingSubject => ({
  businessName: lead.bussiness_name,
  address: lead.full_address,
});

export const bookingFlows: Record<BookingSlug, BookingFlow> = {
  'commercial-utility': {
    quote: 'business energy quote',
    restart: { href: paths.comercialUtility, label: 'Start a new quote' },
    useSubject(id) {
      const trpc = useTRPC();
      return useQuery(
        trpc.commercialUtility.guestInfo.queryOptions(
          { id },
          { ...subjectQuery, select: (info) => guestLeadSubject(info.collections) },
        ),
      );
    },
    useRecordBooking() {
      const trpc = useTRPC();
      return useMutation(trpc.commercialUtility.clientPersonalInfoStore.mutationOptions());
    },
    useRequestCallback() {
      const trpc = useTRPC();
      return useMutation(trpc.commercialUtility.requestCallback.mutationOptions());
    },
    prefetch: ({ trpc, queryClient, id }) =>
      queryClient.prefetchQuery(trpc.commercialUtility.guestInfo.queryOptions({ id })),
  },
  'commercial-water-waste': {
    quote: 'water and waste quote',
    restart: { href: paths.commercialWaterWaste, label: 'Start a new quote' },
    useSubject(id) {
      const trpc = useTRPC();
      return useQuery(
        trpc.waterWaste.guestInfo.queryOptions(
          { id },
          { ...subjectQuery, select: (info) => guestLeadSubject(info.collections) },
        ),
      );
    },
    useRecordBooking() {
      const trpc = useTRPC();
      return useMutation(trpc.waterWaste.clientPersonalInfoStore.mutationOptions());
    },
    useRequestCallback() {
      const trpc = useTRPC();
      return useMutation(trpc.waterWaste.requestCallback.mutationOptions());
    },
    prefetch: ({ trpc, queryClient, id }) => queryClient.prefetchQuery(trpc.waterWaste.guestInfo.queryOptions({ id })),
  },
  'business-loan': {
    quote: 'business loan application',
    restart: { href: paths.businessLoan, label: 'Start a new application' },
    useSubject(id) {
      const trpc = useTRPC();
      return useQuery(
        trpc.businessLoan.summary.queryOptions(
          { id },
          {
            ...subjectQuery,
            select: ({ collections }) => ({
              businessName: collections.company_name,
              address: `£${Number(collections.borrow_ammount).toLocaleString('en-GB')} over ${collections.borrow_month}`,
            }),
          },
        ),
      );
    },
    useRecordBooking() {
      const trpc = useTRPC();
      return useMutation(trpc.businessLoan.clientPersonalInfoStore.mutationOptions());
    },
    useRequestCallback() {
      const trpc = useTRPC();
      return useMutation(trpc.businessLoan.requestCallback.mutationOptions());
    },
    prefetch: ({ trpc, queryClient, id }) => queryClient.prefetchQuery(trpc.businessLoan.summary.queryOptions({ id })),
  },
  'cash-advance': {
    quote: 'card payment application',
    restart: { href: paths.merchantService, label: 'Start a new application' },
    useSubject(id) {
      const trpc = useTRPC();
      return useQuery(
        trpc.cashAdvance.summary.queryOptions(
          { id },
          {
            ...subjectQuery,
            select: ({ collections }) => ({
              businessName: collections.business_name,
              address: `Taking payments ${collections.take_payment === 'Face To Face' ? 'face to face' : 'online'}, currently with ${collections.card_provider}`,
              detail: collections.product_name
                ? `Card machine: ${collections.product_name}`
                : collections.product_id === PRODUCT_NOT_SURE
                  ? 'Card machine: not chosen yet, we help you choose on the call'
                  : undefined,
            }),
          },
        ),
      );
    },
    useRecordBooking() {
      const trpc = useTRPC();
      return useMutation(trpc.cashAdvance.clientPersonalInfoStore.mutationOptions());
    },
    useRequestCallback() {
      const trpc = useTRPC();
      return useMutation(trpc.cashAdvance.requestCallback.mutationOptions());
    },
    prefetch: ({ trpc, queryClient, id }) => queryClient.prefetchQuery(trpc.cashAdvance.summary.queryOptions({ id })),
  },
};
