import { messages, type BookingSlug } from '@sme/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSettings } from '../../app/settings.tsx';
import { visitFields } from '../../attribution/visit.ts';
import {
  CallbackRequestForm,
  type CallbackSender,
  type CallbackTaken,
} from '../../forms/callback/CallbackRequestForm.tsx';
import type { PostedForm } from '../../forms/posted-form.ts';
import { useSubmission } from '../../forms/use-submission.ts';
import { CircleCheckIcon } from '../../ui/icons/callback-icons.tsx';
import { toast } from '../../ui/toast.ts';
import { toastErrors } from '../../ui/toast-errors.ts';
import { bookingRouters } from './booking-screen-address.ts';
import type { BookedCall } from './calendly.ts';
import { SchedulingWidget } from './SchedulingWidget.tsx';
import { useScreenShown } from './use-screen-shown.ts';

/** What the booking screen's live part needs to know of its page. */
export interface BookingActionsProps {
  slug: BookingSlug;
  /** The lead's or application's id. */
  id: string;
  /** How the page names what the call is about: 'your {quote}'. */
  quote: string;
  /** The lead's details were shown: the screen counts as seen (the reports' funnel). */
  shown: boolean;
  /** The lead's details could not be read just now: the visitor is told so, and can still book. */
  subjectFailed: boolean;
  /** The callback form as the server answered it when it was sent before the page's code arrived. */
  posted?: PostedForm;
  /** The callback request the page's address says was just taken. */
  taken?: CallbackTaken | null;
}

/**
 * The calendar with "Prefer we call you?" beside it, and what became of a booking: the scheduling widget's booked
 * call is recorded against the lead or application (sent again on request when that fails), and a callback request
 * is stored through the flow's own call.
 */
export function BookingActions({ slug, id, quote, shown, subjectFailed, posted, taken }: BookingActionsProps) {
  const { schedulingUrl } = useSettings();
  const router = bookingRouters[slug];
  useScreenShown(slug, id, shown);
  useEffect(() => {
    if (subjectFailed) toast.error(messages.cantLoadData);
  }, [subjectFailed]);

  const callbackCall = useSubmission();
  const [callbackTaken, setCallbackTaken] = useState(Boolean(taken));
  const sender: CallbackSender = {
    isPending: callbackCall.busy,
    send: (values, done) =>
      void callbackCall.submit((api) => api[router].requestCallback.mutate({ ...values, id }), done),
  };

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
  const recordCall = useSubmission();
  const [booked, setBooked] = useState<BookedCall | null>(null);
  const [recorded, setRecorded] = useState<{ message: string } | null>(null);
  const [recordFailed, setRecordFailed] = useState(false);
  // Once the visitor asks to send again, the button stays (disabled while sending) so focus is not lost.
  const [resending, setResending] = useState(false);
  const send = (call: BookedCall) => {
    setRecordFailed(false);
    void recordCall.submit((api) => api[router].clientPersonalInfoStore.mutate({ uri: call, id, ...visitFields() }), {
      onSuccess: setRecorded,
      onError: (error) => {
        setRecordFailed(true);
        toastErrors(error);
      },
    });
  };
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
      {calendarDown && !callbackTaken && (
        <p className="mb-3 font-semibold text-slate-800">
          The calendar could not load. Leave your number and we&apos;ll call you.
        </p>
      )}
      <CallbackRequestForm
        sender={sender}
        lead={`your ${quote}`}
        emphasis={calendarDown}
        plain
        posted={posted}
        taken={taken}
        onTaken={() => setCallbackTaken(true)}
      />
    </aside>
  );

  return (
    <div className="container-page py-10">
      <div role="status" className="mb-6 empty:mb-0">
        {recordCall.busy && <p className="rounded-xl bg-slate-50 p-4 text-slate-700">Saving your booking...</p>}
        {recorded && (
          <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-600">
            <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {recorded.message}
          </p>
        )}
      </div>
      {booked && !recorded && (recordFailed || resending) && (
        <div className="mb-6 flex flex-col items-start gap-3 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-800">Your time is booked, but we could not send the booking details to our team.</p>
          <button
            type="button"
            className="btn-primary shrink-0"
            disabled={recordCall.busy}
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
        calendar only while it has failed (its box is empty then), never a loaded widget. Once a callback is arranged,
        its confirmation is all the list shows (no calendar asking to be tried again), so the form keeps it.
      */}
      <div
        className={`grid gap-8 ${callbackTaken ? 'max-w-2xl' : calendarDown ? 'lg:grid-cols-2' : 'lg:grid-cols-[minmax(0,1fr)_22rem]'}`}
      >
        {callbackTaken ? [callbackRequest] : calendarDown ? [callbackRequest, calendar] : [calendar, callbackRequest]}
      </div>
    </div>
  );
}
