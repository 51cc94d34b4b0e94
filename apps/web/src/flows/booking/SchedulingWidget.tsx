import { BOOKING_WIDGET_HEIGHT, telHref } from '@sme/domain';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useSettings } from '../../app/settings.tsx';
import { useInPageHtml } from '../../app/use-in-page-html.ts';
import { useConsent } from '../../consent/consent.tsx';
import { CalendarDaysIcon, PhoneIcon } from '../../ui/icons/callback-icons.tsx';
import { originOf, SCHEDULING_TIMEOUT_MS, type BookedCall, type SchedulingMessage } from './calendly.ts';

/** The widget's script loader and its messages' reader, fetched when the calendar is wanted, not with the page. */
const loadEmbed = () => import('./calendly-embed.ts');

export const SCHEDULING_FRAME_TITLE = 'Choose a time for your call';

type Outcome = { attempt: number; state: 'ready' | 'failed' };

/**
 * Calendly's inline widget, 700 px high. The script (which may set cookies) loads once the visitor has accepted
 * cookies or asks for the calendar; until then a placeholder says where it comes from. The box is never empty:
 * 'Loading the calendar...' until the widget speaks, and a way to call us instead when it cannot load.
 */
export function SchedulingWidget({
  url,
  onScheduled,
  onUnavailable,
}: {
  url: string;
  onScheduled: (call: BookedCall) => void;
  /** Told whether the calendar could not load (offline, blocked, silent), so the page can offer a callback first. */
  onUnavailable?: (unavailable: boolean) => void;
}) {
  const { consent, openSettings } = useConsent();
  const { phone } = useSettings();
  const [requested, setRequested] = useState(false);
  const inPageHtml = useInPageHtml();
  // Each try (the first, then every 'Try again') is an attempt; its outcome is unknown until the widget speaks.
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const focusBoxOnMount = useRef(false);
  const origin = originOf(url);

  const wanted = consent === 'accepted' || requested;
  const status = !origin ? 'failed' : outcome?.attempt === attempt ? outcome.state : 'loading';
  const reportScheduled = useEffectEvent((call: BookedCall) => onScheduled(call));
  const reportUnavailable = useEffectEvent((unavailable: boolean) => onUnavailable?.(unavailable));
  // Only while the failure shows (not behind the placeholder, after cookies were refused again), or for a URL
  // that can never load.
  const unavailable = status === 'failed' && (wanted || !origin);
  useEffect(() => reportUnavailable(unavailable), [unavailable]);

  useEffect(() => {
    const parent = container.current;
    if (!wanted || !parent || !origin) return;
    let state: 'loading' | 'ready' | 'failed' | 'gone' = 'loading';
    let watchdog: number | undefined;
    const settle = (next: 'ready' | 'failed') => {
      if (state !== 'loading') return;
      state = next;
      window.clearTimeout(watchdog);
      // A widget that never answered is removed, so nothing half-loaded stays behind the message or in the tab order.
      if (next === 'failed') parent.replaceChildren();
      setOutcome({ attempt, state: next });
    };

    // Listening starts before the widget exists, so its first message cannot be missed; the reader of its messages
    // has come with the script's loader by then.
    let readMessage: ((event: MessageEvent, widgetOrigin: string) => SchedulingMessage | null) | undefined;
    const onMessage = (event: MessageEvent) => {
      if (state === 'failed' || state === 'gone' || !readMessage) return;
      const message = readMessage(event, origin);
      if (!message) return;
      settle('ready');
      if (message.kind === 'scheduled') reportScheduled(message.call);
    };
    window.addEventListener('message', onMessage);

    // The widget inserts its own iframe: give it a name a screen reader can announce.
    const nameFrames = () =>
      parent.querySelectorAll('iframe').forEach((frame) => {
        if (frame.title !== SCHEDULING_FRAME_TITLE) frame.title = SCHEDULING_FRAME_TITLE;
      });
    const frames = new MutationObserver(nameFrames);

    loadEmbed()
      .then((embed) => {
        readMessage = embed.readSchedulingMessage;
        return embed.loadSchedulingScript();
      })
      .then(
        (calendly) => {
          if (state !== 'loading') return;
          parent.replaceChildren();
          frames.observe(parent, { childList: true, subtree: true });
          try {
            calendly.initInlineWidget({ url, parentElement: parent });
          } catch {
            settle('failed');
            return;
          }
          nameFrames();
          watchdog = window.setTimeout(() => settle('failed'), SCHEDULING_TIMEOUT_MS);
        },
        () => settle('failed'),
      );

    return () => {
      state = 'gone';
      window.clearTimeout(watchdog);
      window.removeEventListener('message', onMessage);
      frames.disconnect();
      parent.replaceChildren();
    };
  }, [wanted, attempt, url, origin]);

  if (!wanted) {
    return (
      <div
        className="flex w-full flex-col items-center justify-center gap-4 rounded-xl border border-dashed border-slate-400 bg-slate-50 p-6 text-center"
        style={{ minHeight: 360 }}
        data-testid="scheduling-placeholder"
      >
        <CalendarDaysIcon aria-hidden="true" className="size-10 text-brand-700" />
        <p className="text-lg font-semibold">Booking calendar</p>
        <p className="max-w-md text-slate-700">
          The calendar comes from Calendly, which may set cookies. It loads only if you ask for it.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="btn-primary"
            // Loading the calendar needs the page's code: until it has run, the button waits for it.
            disabled={inPageHtml}
            onClick={() => {
              focusBoxOnMount.current = true;
              setRequested(true);
            }}
          >
            Load the calendar
          </button>
          <button type="button" className="btn-outline" disabled={inPageHtml} onClick={openSettings}>
            Cookie settings
          </button>
        </div>
        <p className="text-slate-700">
          Rather talk now?{' '}
          <a href={telHref(phone)} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
            Call us on {phone}
          </a>
        </p>
      </div>
    );
  }

  return (
    <div
      role="region"
      aria-label="Booking calendar"
      aria-busy={status === 'loading'}
      tabIndex={-1}
      ref={(box) => {
        // After 'Load the calendar' or 'Try again' the button is gone: keep keyboard focus in the same place.
        if (box && focusBoxOnMount.current) {
          focusBoxOnMount.current = false;
          box.focus();
        }
      }}
      className="relative w-full overflow-hidden rounded-xl bg-white ring-1 ring-slate-200"
      data-testid="scheduling-widget"
    >
      {/* Calendly's script fills this element; React never renders into it. */}
      <div
        ref={container}
        className="w-full"
        style={{ height: BOOKING_WIDGET_HEIGHT }}
        inert={status !== 'ready'}
        data-testid="scheduling-frame-box"
      />
      {status === 'loading' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-white p-6 text-center">
          <span
            aria-hidden="true"
            className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
          />
          <p className="font-semibold">Loading the calendar...</p>
        </div>
      )}
      {status === 'failed' && (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-white p-6 text-center">
          <div role="alert">
            <p className="text-lg font-semibold">We couldn&apos;t load the booking calendar.</p>
            <p className="mt-1 max-w-md text-slate-700">
              Check your connection and try again, or call us and we will book your call for you.
            </p>
          </div>
          <div className="flex flex-wrap justify-center gap-3">
            <a href={telHref(phone)} className="btn-outline">
              <PhoneIcon aria-hidden="true" className="size-5" />
              Call us on {phone}
            </a>
            {origin && (
              <button
                type="button"
                className="btn-primary"
                onClick={(event) => {
                  // The button is about to go: leave focus on the box rather than on the page's body.
                  event.currentTarget.closest<HTMLElement>('[role="region"]')?.focus();
                  setAttempt((current) => current + 1);
                }}
              >
                Try again
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
