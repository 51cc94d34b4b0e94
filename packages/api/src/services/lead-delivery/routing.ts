import type { LeadKindValue } from '@sme/domain';
import type { LeadEventKey } from './lead-event.ts';

export type DeliveryChannelName = 'business_email' | 'visitor_email' | 'webhook';

/** A form that is whole when sent: its lead is worth a call the moment it arrives. */
const wholeOnArrival = new Set<LeadKindValue>(['contact_us', 'popup', 'partner_registration']);

/**
 * Where an event goes. The CRM hears of every event. The business's inbox hears of a lead once there is
 * something to act on: a form sent, a quote or application answered in full, a call booked or asked for (the
 * first step of a quote holds no way to reach anyone yet). The visitor hears back only at the address they typed
 * themselves, when they sent a form or asked for a callback.
 */
export function routesFor(
  event: LeadEventKey,
  kind: LeadKindValue,
  typedAddress: string | null,
): { channel: DeliveryChannelName; recipient: string | null }[] {
  const routes: { channel: DeliveryChannelName; recipient: string | null }[] = [
    { channel: 'webhook', recipient: null },
  ];
  const actionable = event !== 'lead_created' || wholeOnArrival.has(kind);
  if (actionable) routes.push({ channel: 'business_email', recipient: null });
  const visitorAsked = (event === 'lead_created' && wholeOnArrival.has(kind)) || event === 'callback_requested';
  if (visitorAsked && typedAddress) routes.push({ channel: 'visitor_email', recipient: typedAddress });
  return routes;
}
