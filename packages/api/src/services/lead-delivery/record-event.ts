import { randomUUID } from 'node:crypto';
import type { DbTransaction } from '@sme/db';
import type { LeadKindValue } from '@sme/domain';
import { leadAnswers, type Answer, type BookedCall } from '../lead-inbox/lead-answers.ts';
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
}

/** What an event carries beyond the lead's row: every answer, the booked calls, the callback request. */
export interface EventFacts {
  answers: Answer[];
  calls: BookedCall[];
  callback: CallbackRequestFacts | null;
}

/**
 * The outbox rows of one lead event: the event as it happened (the lead, every answer, the callback request) and
 * one row per channel it goes to. Pure, so a submission that already holds every fact writes them without reading
 * its own rows back.
 */
export function eventDeliveries(lead: EventLead, event: LeadEventKey, facts: EventFacts, occurredAt = new Date()) {
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
      answers: facts.answers,
      booked_calls: bookedCallsOf(facts.calls),
      callback_request: facts.callback,
    },
  };
  const typedAddress = event === 'callback_requested' ? (facts.callback?.email ?? null) : lead.email;
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
 * and its submission as they now stand.
 */
export async function recordLeadEvent(
  tx: DbTransaction,
  leadId: string,
  event: LeadEventKey,
  callbackRequestId?: string,
): Promise<void> {
  const lead = await tx.lead.findUnique({ where: { id: leadId } });
  // A bot's submission is kept in Spam for staff to look at; no one is told of it, nor of its later steps.
  if (!lead || lead.status === 'spam') return;
  const { answers, calls } = await leadAnswers(tx, lead);
  const callback = await callbackRequestOf(tx, lead, callbackRequestId);
  await tx.delivery.createMany({ data: eventDeliveries(lead, event, { answers, calls, callback }) });
}

async function callbackRequestOf(
  tx: DbTransaction,
  owner: { guestLeadId: string | null; loanApplicationId: string | null; cashAdvanceApplicationId: string | null },
  id: string | undefined,
): Promise<CallbackRequestFacts | null> {
  const ownedBy = owner.guestLeadId
    ? { guestLeadId: owner.guestLeadId }
    : owner.loanApplicationId
      ? { loanApplicationId: owner.loanApplicationId }
      : owner.cashAdvanceApplicationId
        ? { cashAdvanceApplicationId: owner.cashAdvanceApplicationId }
        : null;
  if (!ownedBy) return null;
  const row = await tx.callbackRequest.findFirst({
    where: id ? { id, ...ownedBy } : ownedBy,
    orderBy: { createdAt: 'desc' },
  });
  if (!row) return null;
  return {
    name: row.name,
    phone: row.phone,
    best_time: row.bestTime ?? '',
    email: row.email,
    requested_at: row.createdAt.toISOString(),
  };
}
