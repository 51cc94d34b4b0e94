/** The part of Calendly's embed script (widget.js) the booking screen uses. */
export interface CalendlyEmbed {
  initInlineWidget(options: { url: string; parentElement: HTMLElement }): void;
}

declare global {
  interface Window {
    Calendly?: CalendlyEmbed;
  }
}

/** How long the script, and then the widget's first message, may take before the visitor gets the fallback. */
export const SCHEDULING_TIMEOUT_MS = 15_000;

/** The event and invitee of a booked call, as the widget reports them (and as the server stores them). */
export interface BookedCall {
  event_uri: string;
  invitee_uri: string;
}

export type SchedulingMessage = { kind: 'scheduled'; call: BookedCall } | { kind: 'other' };

/** The origin of the widget's page, or null when the setting is not a URL. */
export function originOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).origin : null;
}
