import type { LeadKindValue } from '@sme/domain';
import { leadKinds } from '../lead-kinds/registry.ts';
import type { LeadEventKey } from './lead-event.ts';

export type DeliveryChannelName = 'business_email' | 'visitor_email' | 'webhook';

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
  const wholeWhenSent = leadKinds[kind].wholeWhenSent;
  const actionable = event !== 'lead_created' || wholeWhenSent;
  if (actionable) routes.push({ channel: 'business_email', recipient: null });
  const visitorAsked = (event === 'lead_created' && wholeWhenSent) || event === 'callback_requested';
  if (visitorAsked && typedAddress) routes.push({ channel: 'visitor_email', recipient: typedAddress });
  return routes;
}
