import { randomUUID } from 'node:crypto';
import type { DbTransaction } from '@sme/db';
import type { LeadKindValue } from '@sme/domain';
import type { CallbackRow, LeadDetails } from '../lead-kinds/lead-kind.ts';
import {
  bookedCallsOf,
  kindLabel,
  leadEventTypes,
  type CallbackRequestFacts,
  type LeadEventKey,
  type LeadEventPayload,
} from './lead-event.ts';
import { confirmationKey } from './confirmation-limit.ts';
import { routesFor } from './routing.ts';

/** How long a delivery keeps trying before it is marked failed. */
export const DELIVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The lead as an event reports it: its inbox row's fields. */
export interface EventLead {
  id: string;
  kind: LeadKindValue;
  status: string;
  progress: string;
  createdAt: Date;
  businessName: string | null;
  personName: string | null;
  email: string | null;
  phone: string | null;
  postCode: string | null;
  /** The first touch's channel (Lead.source, medium, campaign); absent or null: not known. */
  source?: string | null;
  medium?: string | null;
  campaign?: string | null;
}

/**
 * The outbox rows of one lead event: the event as it happened (the lead, every answer, the callback request) and
 * one row per channel it goes to. Pure, so a submission that already holds every fact writes them without reading
 * its own rows back.
 */
export function eventDeliveries(lead: EventLead, event: LeadEventKey, details: LeadDetails, occurredAt = new Date()) {
  const callback = callbackFacts(details.callback);
  const payload: LeadEventPayload = {
    id: randomUUID(),
    type: leadEventTypes[event],
    occurred_at: occurredAt.toISOString(),
    lead: {
      id: lead.id,
      kind: lead.kind,
      kind_label: kindLabel(lead.kind),
      status: lead.status,
      progress: lead.progress,
      received_at: lead.createdAt.toISOString(),
      business_name: lead.businessName,
      person_name: lead.personName,
      email: lead.email,
      phone: lead.phone,
      post_code: lead.postCode,
      answers: details.answers,
      booked_calls: bookedCallsOf(details.calls),
      callback_request: callback,
      source:
        lead.source && lead.medium
          ? { source: lead.source, medium: lead.medium, campaign: lead.campaign ?? null }
          : null,
    },
  };
  const typedAddress = event === 'callback_requested' ? (callback?.email ?? null) : lead.email;
  return routesFor(event, lead.kind, typedAddress).map(({ channel, recipient }) => ({
    eventId: payload.id,
    eventType: event,
    occurredAt,
    channel,
    leadId: lead.id,
    payload: payload as object,
    recipient,
    recipientKey: recipient && confirmationKey(recipient),
    giveUpAt: new Date(occurredAt.getTime() + DELIVERY_WINDOW_MS),
  }));
}

/**
 * Writes the outbox rows of one lead event, inside the transaction that made the change it reports, from the lead
 * and its submission as they now stand (the callback request a lead.callback_requested reports is the latest).
 */
export async function recordLeadEvent(
  tx: DbTransaction,
  lead: EventLead,
  event: LeadEventKey,
  details: LeadDetails,
): Promise<void> {
  // A bot's submission is kept in Spam for staff to look at; no one is told of it, nor of its later steps.
  if (lead.status === 'spam') return;
  await tx.delivery.createMany({ data: eventDeliveries(lead, event, details) });
}

/** The callback request as the event reports it. */
function callbackFacts(row: CallbackRow | null): CallbackRequestFacts | null {
  if (!row) return null;
  return {
    name: row.name,
    phone: row.phone,
    best_time: row.bestTime ?? '',
    email: row.email,
    reference: row.reference,
    call_day: row.callDay,
    requested_at: row.createdAt.toISOString(),
  };
}
