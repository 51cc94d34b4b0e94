import { tz, TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

// What the operator console shows: the closed lists staff filter by, in people's words, and UK time.

export const leadKinds = [
  'contact_us',
  'popup',
  'partner_registration',
  'energy',
  'water_waste',
  'business_loan',
  'cash_advance',
] as const;
export type LeadKindValue = (typeof leadKinds)[number];

export const leadKindLabels: Record<LeadKindValue, string> = {
  contact_us: 'Contact us',
  popup: "Let's talk popup",
  partner_registration: 'Partner registration',
  energy: 'Energy',
  water_waste: 'Water & waste',
  business_loan: 'Business loan',
  cash_advance: 'Cash advance',
};

/** New → Contacted → Quoted → Won or Lost, plus Spam. */
export const leadStatuses = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type LeadStatusValue = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatusValue, string> = {
  new: 'New',
  contacted: 'Contacted',
  quoted: 'Quoted',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** Admins do everything; agents work the leads and read the content; editors edit the content and see no lead. */
export const consoleRoles = ['admin', 'agent', 'editor'] as const;
export type ConsoleRole = (typeof consoleRoles)[number];
export const consoleRoleLabels: Record<ConsoleRole, string> = { admin: 'Admin', agent: 'Agent', editor: 'Editor' };

/** An author may delete their own note this long after adding it; after that it stays on the timeline. */
export const NOTE_DELETE_MINUTES = 10;

/** Rows per inbox page. */
export const INBOX_PAGE_SIZE = 50;

/** Console passwords: at least this long (ADMIN_PASSWORD, new users). */
export const CONSOLE_PASSWORD_MIN = 12;
export const CONSOLE_PASSWORD_MAX = 128;

/**
 * Five sign-in attempts for one account from one client address within 15 minutes, none of them a success, lock
 * that account for that address for 15 minutes (other addresses may still try).
 */
export const signInLock = { failures: 5, windowMinutes: 15, lockMinutes: 15 } as const;

/**
 * The account-wide brake against guessing from many addresses: once an account has had more than 20 attempts that
 * were not a success within an hour, from all addresses together, each further attempt waits a second more than
 * the one before, at most 15 seconds, before its password is checked. It slows guessing and never refuses, so a
 * member of staff with the right password still gets in.
 */
export const signInBrake = { failures: 20, windowMinutes: 60, stepSeconds: 1, maxSeconds: 15 } as const;

export const consoleMessages = {
  wrongCredentials: 'Wrong e-mail or password.',
  /** {time}: UK time the lock ends, e.g. 14:05. */
  locked: (time: string) =>
    `Too many wrong passwords for this account. Sign-in is locked until ${time} (UK time): try again then.`,
  disabled: 'This account is disabled. Ask an administrator to enable it.',
  /** signIn or signOut sent in a tRPC batch with other calls: each sign-in attempt must be counted on its own. */
  signInAlone: 'Send sign-in and sign-out on their own, not in a batch with other calls.',
  signInRequired: 'Please sign in to the console.',
  adminOnly: 'Only an administrator can do that.',
  leadsNotForEditors: "An editor edits the site's content: leads are for admins and agents.",
  contentEditorsOnly: "Only an administrator or an editor can change the site's content.",
  leadNotFound: 'That lead does not exist.',
  deliveryNotFound: 'That delivery does not exist, or its lead was erased.',
  userNotFound: 'That user does not exist.',
  /** A note's key (its draft's own) already names another user's note, or one on another lead. */
  noteKeyTaken: 'That note was already saved elsewhere. Please reload the lead and write it again.',
  emailTaken: 'A user with that e-mail address already exists.',
  passwordTooShort: `The password must be at least ${CONSOLE_PASSWORD_MIN} characters.`,
  notOnYourself: 'You cannot change your own role or disable yourself.',
  /** Deleting a note: only its author, only within NOTE_DELETE_MINUTES of adding it. */
  noteNotFound: 'That note does not exist, or it was deleted already.',
  noteNotYours: 'You can only delete your own notes.',
  noteTooOld: 'A note can only be deleted within 10 minutes of adding it.',
} as const;

const UK = 'Europe/London';
const inUk = tz(UK);

/** When a lead was received, as the inbox shows it: dd MMM yyyy HH:mm in UK time (GMT or BST). */
export function formatUkDateTime(date: Date | string): string {
  return format(typeof date === 'string' ? new Date(date) : date, 'dd MMM yyyy HH:mm', { in: inUk });
}

/** When a booked call is, as people say it: "Thursday 3 December 2026, 14:00" in UK time (GMT or BST). */
export function formatUkCallTime(date: Date | string): string {
  return format(typeof date === 'string' ? new Date(date) : date, 'EEEE d MMMM yyyy, HH:mm', { in: inUk });
}

/** A time of day in UK time, e.g. for when a sign-in lock ends. */
export function formatUkTime(date: Date): string {
  return format(date, 'HH:mm', { in: inUk });
}

/** The UK calendar day of a moment, yyyy-MM-dd (date filters are UK days). */
export function ukDay(date: Date): string {
  return format(date, 'yyyy-MM-dd', { in: inUk });
}

/** The moment a UK calendar day (yyyy-MM-dd) starts: midnight in London, GMT or BST. */
export function startOfUkDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date, UK).getTime());
}
