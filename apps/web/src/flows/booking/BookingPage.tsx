import { BOOKING_SLOT_MINUTES, claims, isBookingSlug, messages, type BookingSlug } from '@sme/domain';
import { CheckCircle2, Clock, MapPin } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { toast } from '../../ui/toast.ts';
import { PageMeta } from '../../app/page-meta.tsx';
import { isNotFound } from '../../app/query-client.ts';
import type { PageProps } from '../../app/route-params.ts';
import { useSettings } from '../../app/settings.tsx';
import { NotFoundContent } from '../../ui/NotFoundContent.tsx';
import { QuoteUnavailable } from '../shared/QuoteUnavailable.tsx';
import { toastErrors } from '../../ui/toast-errors.ts';
import { bookingFlows, type BookingFlow } from './booking-flows.ts';
import type { BookedCall } from './calendly.ts';
import { SchedulingWidget } from './SchedulingWidget.tsx';
import { useScreenShown } from './use-screen-shown.ts';
import { callbackSender } from '../../forms/callback/callback-sender.ts';
import { CallbackRequestForm } from '../../forms/callback/CallbackRequestForm.tsx';
import { useOfficeNow } from '../../forms/callback/use-closed-notice.ts';
import { visitFields } from '../../attribution/visit.ts';

/** The callback booking screen /calendly/{slug}/{id}: the slug names the flow, the id its lead or application. */
export default function BookingPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const id = params.id ?? '';
  if (!isBookingSlug(slug)) return <NotFoundContent />;
  // A new slug or id is a new booking: nothing of the previous one carries over.
  return <BookingScreen key={`${slug}/${id}`} slug={slug} flow={bookingFlows[slug]} id={id} />;
}

function BookingScreen({ slug, flow, id }: { slug: BookingSlug; flow: BookingFlow; id: string }) {
  const { schedulingUrl } = useSettings();
  const subject = flow.useSubject(id);
  useScreenShown(slug, id, subject.isSuccess);
  const record = flow.useRecordBooking();
  const callback = callbackSender(flow.useRequestCallback(), { id });
  // The callback promise ("in 60 seconds") is made only once the browser's clock finds the office open: out of hours
  // it cannot be kept (when we will call instead goes under the heading), and a page served before hydration, or to
  // a browser without scripts, cannot know.
  const office = useOfficeNow();
  const closedNotice = office.known ? office.closedNotice : null;
  const promiseStands = office.known && !closedNotice;
  // When the calendar cannot load, the callback request comes first.
  const [calendarDown, setCalendarDown] = useState(false);
  // Reordering moves an element in the document, and a moved element loses focus: it is given back.
  const focusedBeforeReorder = useRef<Element | null>(null);
  const onUnavailable = (unavailable: boolean) => {
    focusedBeforeReorder.current = document.activeElement;
    setCalendarDown(unavailable);
  };
  useLayoutEffect(() => {
    const focused = focusedBeforeReorder.current;
    focusedBeforeReorder.current = null;
    if (focused instanceof HTMLElement && focused.isConnected && document.activeElement !== focused) {
      focused.focus({ preventScroll: true });
    }
  }, [calendarDown]);
  // The widget may report the same booking more than once: each event is sent once (the button sends it again).
  const reported = useRef(new Set<string>());
  const [booked, setBooked] = useState<BookedCall | null>(null);
  // Once the visitor asks to send again, the button stays (disabled while sending) so focus is not lost.
  const [resending, setResending] = useState(false);
  const missing = isNotFound(subject.error);

  useEffect(() => {
    if (subject.isError && !missing) toast.error(messages.cantLoadData);
  }, [subject.isError, missing]);

  if (missing) return <QuoteUnavailable error={subject.error} restart={flow.restart} />;

  const send = (call: BookedCall) => record.mutate({ uri: call, id, ...visitFields() }, { onError: toastErrors });
  const onScheduled = (call: BookedCall) => {
    if (reported.current.has(call.event_uri)) return;
    reported.current.add(call.event_uri);
    setBooked(call);
    send(call);
  };

  const calendar = (
    <div key="calendar">
      <SchedulingWidget url={schedulingUrl} onScheduled={onScheduled} onUnavailable={onUnavailable} />
    </div>
  );
  const callbackRequest = (
    <aside key="callback">
      {calendarDown && !callback.isSuccess && (
        <p className="mb-3 font-semibold text-slate-800">
          The calendar could not load. Leave your number and we&apos;ll call you.
        </p>
      )}
      <CallbackRequestForm sender={callback} lead={`your ${flow.quote}`} emphasis={calendarDown} />
    </aside>
  );

  return (
    <>
      <PageMeta
        title="Book your call"
        description={`Choose a time for a free ${BOOKING_SLOT_MINUTES}-minute call with one of our specialists about your quote.`}
      />
      <section className="bg-brand-50">
        <div className="container-page py-10">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Free callback</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight sm:text-4xl">
            Get a quick call from us{promiseStands && ` ${claims.callbackPromise}`}
          </h1>
          {closedNotice && (
            <p className="mt-3 max-w-2xl text-lg font-semibold text-brand-900" data-testid="closed-notice">
              {closedNotice}
            </p>
          )}
          <p className="mt-3 flex max-w-2xl items-start gap-2 text-lg text-slate-700">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
            <span>
              Pick a time that suits you for a free {claims.bookedCallMinutes}-minute call. One of our specialists will
              call you then to talk through your {flow.quote}. Rather not wait? Ask for a callback below and we call you{' '}
              {promiseStands ? claims.callbackPromise : 'as soon as we can'} during office hours.
            </span>
          </p>
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
      <div className="container-page py-10">
        <div role="status" className="mb-6 empty:mb-0">
          {record.isPending && <p className="rounded-xl bg-slate-50 p-4 text-slate-700">Saving your booking...</p>}
          {record.isSuccess && (
            <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-600">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
              {record.data.message}
            </p>
          )}
        </div>
        {booked && !record.isSuccess && (record.isError || resending) && (
          <div className="mb-6 flex flex-col items-start gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-slate-800">
              Your time is booked, but we could not send the booking details to our team.
            </p>
            <button
              type="button"
              className="btn-primary shrink-0"
              disabled={record.isPending}
              onClick={() => {
                setResending(true);
                send(booked);
              }}
            >
              Send booking details again
            </button>
          </div>
        )}
        {/*
          The calendar with "Prefer we call you?" beside it (under it on a phone). When the calendar cannot load, the
          callback request comes first, on the screen and in the reading order. Both are keyed children of one list,
          so changing the order moves them without remounting: what the visitor typed stays, and React moves the
          calendar only while it has failed (its box is empty then), never a loaded widget.
        */}
        {/* Once a callback is arranged, its confirmation is all the screen shows (no calendar asking to be tried
            again), in the same list, so the form keeps its confirmation. */}
        <div
          className={`grid gap-8 ${callback.isSuccess ? 'max-w-2xl' : calendarDown ? 'lg:grid-cols-2' : 'lg:grid-cols-[minmax(0,1fr)_22rem]'}`}
        >
          {callback.isSuccess
            ? [callbackRequest]
            : calendarDown
              ? [callbackRequest, calendar]
              : [calendar, callbackRequest]}
        </div>
      </div>
    </>
  );
}
