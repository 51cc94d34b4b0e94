import type { Prisma } from '@sme/db';
import type { CadenceStep, OfficeWeek } from '@sme/domain';
import type { AddressProvider } from './services/address/address-provider.ts';
import type { ConsoleAuth } from './services/console-auth/auth.ts';
import type { FormRules } from './services/lead-inbox/bot-screening.ts';
import type { LeadChangeFeed } from './services/live/lead-change-feed.ts';

/** What every procedure can reach; the server builds one per request, tests build their own. */
export interface Context {
  prisma: Prisma;
  /** Postcode to addresses: the built-in dataset or the external service, chosen by the server's settings. */
  addressLookup: AddressProvider;
  /**
   * The visitor's country (ISO code) when a CDN in front of the server says it; never their address. It is the
   * merchant-service flow's location data.
   */
  visitorCountry?: string | null;
  /** Console sign-in and sessions; the admin procedures refuse every call without it. */
  consoleAuth?: ConsoleAuth;
  /** The anti-bot rules of the lead-taking forms (the server's settings); absent: the defaults. */
  formRules?: FormRules;
  /** The office's week (OFFICE_HOURS); absent: the default hours. Waiting times count office time only. */
  officeHours?: OfficeWeek;
  /** When to try again a lead nobody reached (CONTACT_CADENCE); absent: the default cadence. */
  contactCadence?: CadenceStep[];
  /** The site's own address (PUBLIC_URL, or the one it serves at): links to console pages in files staff download. */
  publicUrl?: string;
  /**
   * The FCA firm reference number every page's footer names (SITE_FCA_FRN), when set: the loan figures must name the
   * same firm, or a visitor would read two firms' numbers on one page.
   */
  fcaFrn?: string;
  /**
   * LEAD_ROUND_ROBIN: each new lead, once reachable and still unassigned, goes in turn to the users on duty.
   * Absent: off.
   */
  leadRoundRobin?: boolean;
  /**
   * Whether booked calls' details are read from the scheduling service (CALENDLY_TOKEN is set): 'off' (or absent),
   * the lead page says they are in the scheduling account instead.
   */
  bookingDetails?: 'on' | 'off';
  /** This instance's feed of lead changes (every instance's, through the database): the console's live view. */
  leadChanges?: LeadChangeFeed;
  /**
   * Sends the server's own e-mails to one person (a partner's invitation) over SMTP_URL; absent: e-mail is off, and
   * whoever asked is given what the e-mail would have carried.
   */
  mailer?: Mailer;
  /** The HTTP exchange the call came in on; absent in a server render and in most tests. */
  http?: HttpExchange;
}

/** One e-mail to one person. */
export interface Mailer {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}

/** What the console's procedures need of the HTTP request and response (the session cookie). */
export interface HttpExchange {
  headers: Headers;
  /** HTTPS directly or through a trusted proxy: session cookies are then marked Secure. */
  secure: boolean;
  /** Adds Set-Cookie values to the response. */
  setCookies(cookies: string[]): void;
  /**
   * The client's address as the server saw it (through the trusted proxies, if any): sign-in locks are kept per
   * account and address. Absent: all such callers share one count.
   */
  address?: string;
  /** How many procedures the request carries (a tRPC batch: several); absent: one. */
  calls?: number;
}
