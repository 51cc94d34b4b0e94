import { leadKindLabels, type LeadKindValue } from '@sme/domain';
import type { Answer, BookedCall } from '../lead-kinds/lead-kind.ts';
import type { AnswersByKey } from './answer-keys.ts';

/** The lead events the business hears of, as the webhook names them. */
export const leadEventTypes = {
  lead_created: 'lead.created',
  lead_completed: 'lead.completed',
  call_booked: 'lead.call_booked',
  callback_requested: 'lead.callback_requested',
} as const;
export type LeadEventKey = keyof typeof leadEventTypes;
export type LeadEventType = (typeof leadEventTypes)[LeadEventKey];

/** What happened, in the words of the e-mail to the business. */
export const leadEventSentences: Record<LeadEventType, string> = {
  'lead.created': 'A new lead has arrived.',
  'lead.completed': 'A visitor answered every question and reached the booking screen.',
  'lead.call_booked': 'A visitor booked a call through the calendar.',
  'lead.callback_requested': 'A visitor asked us to call them back.',
};

export interface CallbackRequestFacts {
  name: string;
  phone: string;
  /** Empty: any time. */
  best_time: string;
  email: string | null;
  /** The code the visitor was given to quote, e.g. CB-7K3Q9X (absent on requests made before references). */
  reference?: string | null;
  /** The UK day (yyyy-mm-dd) the visitor was told we call on, in their best time. */
  call_day?: string | null;
  requested_at: string;
}

/** Where the visit that made the lead came from (its first touch's channel); null when it said nothing of it. */
export interface LeadSourceFacts {
  source: string;
  medium: string;
  campaign: string | null;
}

/** The lead as the event found it: the webhook's `lead`, and what both e-mails are written from. */
export interface LeadSnapshot {
  id: string;
  kind: LeadKindValue;
  kind_label: string;
  status: string;
  progress: string;
  received_at: string;
  business_name: string | null;
  person_name: string | null;
  email: string | null;
  phone: string | null;
  post_code: string | null;
  answers: Answer[];
  /**
   * The same answers under stable snake_case keys (answer-keys.ts); added when the event is delivered, so events
   * recorded before the keys existed carry them too.
   */
  answers_by_key?: AnswersByKey;
  booked_calls: { event_uri: string; invitee_uri: string; booked_at: string }[];
  /** Where the lead came from (absent on events recorded before attribution). */
  source?: LeadSourceFacts | null;
  /** The request this event reports (lead.callback_requested), else the lead's latest one, else null. */
  callback_request: CallbackRequestFacts | null;
  /** The lead's page in the operator console; added when the event is delivered (it needs PUBLIC_URL). */
  console_url?: string;
}

/** One event as the webhook posts it: { id, type, occurred_at, lead }. */
export interface LeadEventPayload {
  id: string;
  type: LeadEventType;
  occurred_at: string;
  lead: LeadSnapshot;
}

export const bookedCallsOf = (calls: BookedCall[]) =>
  calls.map((call) => ({ event_uri: call.eventUri, invitee_uri: call.inviteeUri, booked_at: call.bookedAt }));

export const kindLabel = (kind: LeadKindValue) => leadKindLabels[kind];

/** How the business e-mail's subject and first line name the lead: its business, else its person. */
export function leadTitle(lead: Pick<LeadSnapshot, 'business_name' | 'person_name' | 'callback_request'>): string {
  return lead.business_name ?? lead.person_name ?? lead.callback_request?.name ?? 'no business name given';
}
