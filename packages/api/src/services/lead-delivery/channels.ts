import type { DeliveryChannelName } from './routing.ts';
import type { LeadEventPayload } from './lead-event.ts';

/** One delivery as a channel sends it. */
export interface DeliveryJob {
  id: string;
  channel: DeliveryChannelName;
  /** The event, its console link added. */
  event: LeadEventPayload;
  /** The visitor's typed address (visitor_email only). */
  recipient: string | null;
  /** This try's number, from 1. */
  attempt: number;
}

/** Sends one delivery; throws a DeliveryFailure (or any error) when it must be tried again. */
export type Sender = (job: DeliveryJob) => Promise<void>;

/** Each channel: how it sends, or why it is off on this server (then its deliveries are marked skipped). */
export type DeliveryChannels = Record<DeliveryChannelName, Sender | { off: string }>;

/**
 * Whose fault a failed try was. A destination's (the CRM or the mail server down, slow or refusing) counts towards
 * pausing that channel (breaker.ts); a message's own (no address to send to, a recipient the mail server refuses)
 * says nothing about the destination, so it does not pause the other leads' deliveries.
 */
export type FailureBlame = 'destination' | 'message';

/** A failed try, in words staff can act on (shown on the lead's page; never logged: it may name an address). */
export class DeliveryFailure extends Error {
  constructor(
    message: string,
    /** A short code that is safe to log (no personal data): 'http_500', 'timeout', 'ECONNREFUSED'. */
    readonly code: string,
    readonly blame: FailureBlame = 'destination',
  ) {
    super(message);
    this.name = 'DeliveryFailure';
  }
}

export const channelLabels: Record<DeliveryChannelName, string> = {
  business_email: 'E-mail to the business',
  visitor_email: 'E-mail to the visitor',
  webhook: 'Webhook',
};
