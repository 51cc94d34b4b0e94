import {
  attemptText,
  attemptsText,
  contactLoggedText,
  firstContactText,
  formatUkDateTime,
  type ContactChannel,
  type ContactOutcome,
} from '@sme/domain';
import { contactStateOf, type ClockReading } from './contact-state.ts';

/** What a contact_logged event holds (LeadEvent.detail), and a do_not_contact one. */
export interface ContactEventDetail {
  channel?: ContactChannel;
  outcome?: ContactOutcome;
  attempt?: number;
  text?: string;
  reason?: string;
}

/** The columns the lead page's contact log reads, besides the row's (contactStateSelect). */
export const contactDetailSelect = {
  firstContactOfficeSeconds: true,
  firstContactBy: { select: { name: true } },
  doNotContactReason: true,
} as const;

interface ContactDetailData {
  status: Parameters<typeof contactStateOf>[0]['status'];
  erasedAt: Date | null;
  reachableAt: Date | null;
  firstContactAt: Date | null;
  firstContactOfficeSeconds: number | null;
  firstContactBy: { name: string } | null;
  contactAttempts: number;
  doNotContactAt: Date | null;
  doNotContactReason: string | null;
}

/** A contact_logged or do_not_contact timeline entry in people's words; null for any other event. */
export function describeContactEvent(type: string, detail: ContactEventDetail): string | null {
  if (type === 'contact_logged' && detail.channel && detail.outcome)
    return contactLoggedText(detail.channel, detail.outcome, detail.attempt ?? 1);
  if (type === 'do_not_contact') return `Marked do not contact: ${detail.reason ?? ''}`;
  return null;
}

/**
 * The lead page's contact log: the waiting clock or the first contact ("First contact after 2 min by Sam"), the
 * attempts so far and the latest ("3rd call, no answer"), and whether the person asked not to be contacted.
 */
export function contactDetailOf(
  lead: ContactDetailData,
  events: { type: string; detail: unknown }[],
  reading: ClockReading,
) {
  const logged = events
    .filter((event) => event.type === 'contact_logged')
    .map((event) => event.detail as ContactEventDetail);
  const calls = logged.filter((detail) => detail.channel === 'call').length;
  const latest = logged.at(-1);
  const nthOfChannel = latest ? logged.filter((detail) => detail.channel === latest.channel).length : 0;
  return {
    ...contactStateOf(lead, reading),
    clock: reading.clock,
    firstContact:
      lead.firstContactAt && lead.firstContactOfficeSeconds !== null
        ? {
            at: lead.firstContactAt.toISOString(),
            when: formatUkDateTime(lead.firstContactAt),
            by: lead.firstContactBy?.name ?? null,
            officeSeconds: lead.firstContactOfficeSeconds,
            text: firstContactText(lead.firstContactOfficeSeconds, lead.firstContactBy?.name ?? null),
          }
        : null,
    attempts: {
      count: lead.contactAttempts,
      text: attemptsText(calls, logged.length - calls),
      latest: latest?.channel && latest.outcome ? attemptText(nthOfChannel, latest.channel, latest.outcome) : null,
    },
    doNotContact: lead.doNotContactAt
      ? {
          at: lead.doNotContactAt.toISOString(),
          when: formatUkDateTime(lead.doNotContactAt),
          reason: lead.doNotContactReason ?? '',
        }
      : null,
  };
}
