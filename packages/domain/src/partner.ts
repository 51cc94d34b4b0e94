import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { CONSOLE_PASSWORD_MAX, CONSOLE_PASSWORD_MIN } from './console.ts';

// The partners' portal (/partner) and the console's partner pages: the words both the server and the web use.

/** The procedures of the partners' portal: `partner.*` (no REST path, not in openapi.json). */
export const PARTNER_PROCEDURE_PREFIX = 'partner.';

/** The portal's pages. */
export const partnerPaths = { base: '/partner', setPassword: '/partner/set-password' } as const;

/** How long an invitation's set-password link works. */
export const PARTNER_INVITATION_HOURS = 72;

/** A month as the portal and the statements name it: yyyy-MM. */
export const partnerMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Where a partner's invitation stands: a password set, a link still valid, or only links that have expired. */
export const partnerInvitationStates = ['accepted', 'pending', 'expired'] as const;
export type PartnerInvitationState = (typeof partnerInvitationStates)[number];
export const partnerInvitationLabels: Record<PartnerInvitationState, string> = {
  accepted: 'Password set',
  pending: 'Invitation sent',
  expired: 'Invitation expired',
};

export const partnerMessages = {
  signInRequired: 'Please sign in to your partner account.',
  /** A set-password link that is unknown, already used, or older than PARTNER_INVITATION_HOURS. */
  linkExpired: 'This link has expired or was already used. Ask us to send a new one.',
  passwordTooShort: `The password must be at least ${CONSOLE_PASSWORD_MIN} characters.`,
  passwordTooLong: `The password can be at most ${CONSOLE_PASSWORD_MAX} characters.`,
  passwordSet: 'Your password is set. Sign in with your e-mail address and the new password.',
  monthInvalid: 'Please choose a month (YYYY-MM).',
  partnerNotFound: 'That partner does not exist.',
  /** Approving a registration: only a partner registration, not erased, once. */
  notARegistration: 'Only a partner registration can be approved.',
  registrationErased: 'This registration was erased: there is nobody left to invite.',
  alreadyApproved: 'This registration was approved already: the partner account exists.',
  /** The registration's e-mail address already signs in somewhere (staff or another partner). */
  emailTaken: (email: string) =>
    `${email} already has an account here (staff or partner), so a partner account cannot be made with it.`,
  rateInvalid: 'Please enter an amount in pounds and pence, from £0.00 to £100,000.00.',
  /** Why the invitation e-mail did not go: the admin passes the link on instead. */
  noMailer: 'E-mail is not set up on this server (SMTP_URL): pass the link on to the partner yourself.',
  mailFailed: 'The mail server did not take the invitation: pass the link on to the partner yourself.',
  invitationSubject: 'Your partner account: set your password',
} as const;

/** The largest commission per lead an admin can set, in pence (£100,000). */
export const PARTNER_RATE_MAX_PENCE = 10_000_000;

const UK = 'Europe/London';
const inUk = tz(UK);

/** The UK calendar month of a moment, yyyy-MM. */
export function ukMonth(date: Date): string {
  return format(date, 'yyyy-MM', { in: inUk });
}

/** "November 2026" for 2026-11. */
export function ukMonthLabel(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return format(new TZDate(year, monthNumber - 1, 15, UK), 'MMMM yyyy', { in: inUk });
}

/** The moments a UK month (yyyy-MM) starts and the next one starts: midnight in London, GMT or BST. */
export function ukMonthBounds(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(new TZDate(year, monthNumber - 1, 1, UK).getTime()),
    end: new Date(new TZDate(year, monthNumber, 1, UK).getTime()),
  };
}

/** Pence as people read money: £1,234.50. */
export function formatPounds(pence: number): string {
  return `£${(pence / 100).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
