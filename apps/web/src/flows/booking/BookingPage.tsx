import { BOOKING_SLOT_MINUTES, isBookingSlug, type BookingSlug } from '@sme/domain';
import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMeta } from '../../app/page-meta.tsx';
import { isNotFound } from '../../app/query-client.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useTRPC } from '../../app/trpc.ts';
import { NotFoundContent } from '../../ui/NotFoundContent.tsx';
import { QuoteUnavailable } from '../shared/QuoteUnavailable.tsx';
import { BookingActions } from './BookingActions.tsx';
import { bookingFlows, type BookingFlow } from './booking-flows.ts';
import { sentCallbackReference } from './booking-screen-address.ts';
import { usePageSearch } from '../../app/page-address.tsx';

/**
 * The callback booking screen /calendly/{slug}/{id}: the slug names the flow, the id its lead or application.
 * `promise` and `actions` stand in for the heading's promise and the calendar with the callback form where another
 * render puts them (the islands page puts its islands there).
 */
export default function BookingPage({
  params,
  promise,
  actions,
}: PageProps & { promise?: ReactNode; actions?: ReactNode }) {
  const slug = params.slug ?? '';
  const id = params.id ?? '';
  if (!isBookingSlug(slug)) return <NotFoundContent />;
  // A new slug or id is a new booking: nothing of the previous one carries over.
  return (
    <BookingScreen
      key={`${slug}/${id}`}
      slug={slug}
      flow={bookingFlows[slug]}
      id={id}
      promise={promise}
      actions={actions}
    />
  );
}

function BookingScreen({
  slug,
  flow,
  id,
  promise,
  actions,
}: {
  slug: BookingSlug;
  flow: BookingFlow;
  id: string;
  promise?: ReactNode;
  actions?: ReactNode;
}) {
  const trpc = useTRPC();
  const subject = useQuery({ ...flow.subjectQuery(trpc, id), retryOnMount: false });
  const search = new URLSearchParams(usePageSearch());
  const reference = sentCallbackReference(search);
  const taken = useQuery({
    ...trpc.booking.callbackPlan.queryOptions({ slug, id, reference: reference ?? '' }),
    enabled: reference !== null,
    retryOnMount: false,
  });
  if (isNotFound(subject.error)) return <QuoteUnavailable error={subject.error} restart={flow.restart} />;

  return (
    <>
      <PageMeta
        title="Book your call"
        description={`Choose a time for a free ${BOOKING_SLOT_MINUTES}-minute call with one of our specialists about your quote.`}
      />
      <section className="bg-brand-50">
        <div className="container-page py-10">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Free callback</p>
          {promise}
          <div className="mt-6 max-w-2xl rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <p className="flex items-center gap-2 text-sm font-semibold text-brand-700">
              <MapPin aria-hidden="true" className="size-4" />
              Your {flow.quote} for
            </p>
            {subject.data ? (
              <p className="mt-1" data-testid="booking-subject">
                {subject.data.businessName && <span className="block font-semibold">{subject.data.businessName}</span>}
                <span className="block text-slate-700">{subject.data.address}</span>
                {subject.data.details?.map((detail) => (
                  <span key={detail} className="block font-medium text-ink">
                    {detail}
                  </span>
                ))}
              </p>
            ) : (
              <p className="mt-1 text-slate-700">
                {subject.isError
                  ? 'We could not load your quote details just now. You can still book your call below.'
                  : 'Loading...'}
              </p>
            )}
          </div>
          {flow.Figures && <flow.Figures id={id} />}
        </div>
      </section>
      {actions ?? (
        <BookingActions
          slug={slug}
          id={id}
          quote={flow.quote}
          shown={subject.isSuccess}
          subjectFailed={subject.isError}
          taken={taken.data}
        />
      )}
    </>
  );
}
