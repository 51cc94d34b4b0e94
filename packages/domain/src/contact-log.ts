import { formatOfficeDuration } from './speed-to-lead.ts';

// Logging contact with a lead: a call or an e-mail, how it went, and the words the lead page and its timeline use.

export const contactChannels = ['call', 'email'] as const;
export type ContactChannel = (typeof contactChannels)[number];

export const contactChannelLabels: Record<ContactChannel, string> = { call: 'Call', email: 'E-mail' };

/** How a call went, in the words the issue gives them. */
export const callOutcomes = ['spoke', 'no_answer', 'left_voicemail', 'wrong_number', 'not_interested'] as const;
/** How an e-mail went: sent, and later what came of it (a reply, or it bounced). */
export const emailOutcomes = ['sent', 'replied', 'bounced'] as const;
export type CallOutcome = (typeof callOutcomes)[number];
export type EmailOutcome = (typeof emailOutcomes)[number];
export type ContactOutcome = CallOutcome | EmailOutcome;

export const contactOutcomes: { call: readonly CallOutcome[]; email: readonly EmailOutcome[] } = {
  call: callOutcomes,
  email: emailOutcomes,
};

export const contactOutcomeLabels: Record<ContactOutcome, string> = {
  spoke: 'Spoke',
  no_answer: 'No answer',
  left_voicemail: 'Left voicemail',
  wrong_number: 'Wrong number',
  not_interested: 'Not interested',
  sent: 'Sent',
  replied: 'Replied',
  bounced: 'Bounced',
};

export const isOutcomeOf = (channel: ContactChannel, outcome: string): outcome is ContactOutcome =>
  (contactOutcomes[channel] as readonly string[]).includes(outcome);

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** The n-th call (or e-mail) to a lead and how it went: "3rd call, no answer". */
export function attemptText(nth: number, channel: ContactChannel, outcome: ContactOutcome): string {
  return `${ordinal(nth)} ${channel === 'call' ? 'call' : 'e-mail'}, ${contactOutcomeLabels[outcome].toLowerCase()}`;
}

/** A timeline entry for a logged contact; `attempt` counts calls and e-mails together: "Call: No answer (2nd attempt)". */
export function contactLoggedText(channel: ContactChannel, outcome: ContactOutcome, attempt: number): string {
  return `${contactChannelLabels[channel]}: ${contactOutcomeLabels[outcome]} (${ordinal(attempt)} attempt)`;
}

/** "First contact after 2 min by Sam"; without a name when its author's account was removed. */
export function firstContactText(officeSeconds: number, by: string | null): string {
  // Mid-sentence, "Under 1 min" loses its capital.
  const after = formatOfficeDuration(officeSeconds * 1000).replace(/^Under/, 'under');
  return `First contact after ${after}${by ? ` by ${by}` : ''}`;
}

/** How many attempts, and of which kind: "3 attempts: 2 calls, 1 e-mail". */
export function attemptsText(calls: number, emails: number): string {
  const total = calls + emails;
  if (total === 0) return 'No calls or e-mails logged yet';
  const parts = [
    calls > 0 ? `${calls} ${calls === 1 ? 'call' : 'calls'}` : '',
    emails > 0 ? `${emails} ${emails === 1 ? 'e-mail' : 'e-mails'}` : '',
  ].filter(Boolean);
  return `${total} ${total === 1 ? 'attempt' : 'attempts'}: ${parts.join(', ')}`;
}

/** Most a contact note or a do-not-contact reason may hold. */
export const CONTACT_NOTE_MAX = 2000;
export const DO_NOT_CONTACT_REASON_MAX = 500;

export const contactMessages = {
  chooseCallOutcome: 'Choose how the call went.',
  chooseEmailOutcome: 'Choose how the e-mail went.',
  noteTooLong: `A note can be at most ${CONTACT_NOTE_MAX} characters.`,
  reasonRequired: 'Please say why this lead must not be contacted.',
  reasonTooLong: `The reason can be at most ${DO_NOT_CONTACT_REASON_MAX} characters.`,
  /** Logging a call or e-mail to a lead marked do not contact. */
  doNotContact: 'This lead is marked do not contact: no call or e-mail can be logged.',
  /** Logging contact with, or marking, a lead whose personal data was erased. */
  erased: 'This lead’s personal data was erased: there is nobody to contact.',
} as const;
