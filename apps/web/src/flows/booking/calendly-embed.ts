import { SCHEDULING_SCRIPT_URL } from '@sme/domain';
import { SCHEDULING_TIMEOUT_MS, type CalendlyEmbed, type SchedulingMessage } from './calendly.ts';

// The scheduling widget's script loader and the reader of its messages: fetched once the calendar is wanted (cookies
// accepted, or asked for), not with the booking screen.

let pending: Promise<CalendlyEmbed> | undefined;

/**
 * Loads the scheduling script once and shares it between every widget on the site. A failed load (offline,
 * blocked) leaves nothing behind, so the next call tries again with a fresh tag: a script element never loads
 * twice, so 'again' means replacing the one that failed. There is never more than one tag.
 */
export function loadSchedulingScript(): Promise<CalendlyEmbed> {
  if (window.Calendly) return Promise.resolve(window.Calendly);
  pending ??= new Promise<CalendlyEmbed>((resolve, reject) => {
    document.querySelectorAll(`script[src="${SCHEDULING_SCRIPT_URL}"]`).forEach((stale) => stale.remove());
    const script = document.createElement('script');
    script.src = SCHEDULING_SCRIPT_URL;
    script.async = true;
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      pending = undefined;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('The scheduling script took too long'), SCHEDULING_TIMEOUT_MS);
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Calendly) resolve(window.Calendly);
      else fail('The scheduling script did not define Calendly');
    };
    script.onerror = () => fail('The scheduling script did not load');
    document.head.append(script);
  });
  return pending;
}

/**
 * A message from the scheduling widget, or null for anything else. Only the widget's own origin counts, so no
 * other frame or window can report a booking.
 */
export function readSchedulingMessage(event: MessageEvent, widgetOrigin: string): SchedulingMessage | null {
  if (event.origin !== widgetOrigin) return null;
  const data: unknown = event.data;
  if (!isRecord(data) || typeof data.event !== 'string' || !data.event.startsWith('calendly.')) return null;
  if (data.event !== 'calendly.event_scheduled') return { kind: 'other' };
  const payload = isRecord(data.payload) ? data.payload : {};
  const eventUri = isRecord(payload.event) ? payload.event.uri : undefined;
  const inviteeUri = isRecord(payload.invitee) ? payload.invitee.uri : undefined;
  if (typeof eventUri !== 'string' || typeof inviteeUri !== 'string' || !eventUri || !inviteeUri) {
    return { kind: 'other' };
  }
  return { kind: 'scheduled', call: { event_uri: eventUri, invitee_uri: inviteeUri } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
