import type { PublicClaims } from './finance/claim-evidence.ts';
import type { OfficeWeek } from './office-hours.ts';

/** Settings the server hands to the browser with every page: contact details and registrations, never secrets. */
export interface PublicSettings {
  phone: string;
  email: string;
  address: string;
  /** The floating chat button's external link (e.g. a WhatsApp chat). */
  chatUrl: string;
  /** Map of the office, embedded on the Contact page once the visitor consents. */
  mapEmbedUrl: string;
  /** The scheduling widget's page (Calendly) for a 30-minute call; loaded once the visitor consents. */
  schedulingUrl: string;
  social: { name: 'Facebook' | 'LinkedIn' | 'Instagram' | 'X'; url: string }[];
  /** Companies House number (SITE_COMPANY_NUMBER), e.g. 01234567 or SC123456; the footer names it only when set. */
  companyNumber?: string;
  /** The FCA's firm reference number (SITE_FCA_FRN); the footer names it only when set. */
  fcaFrn?: string;
  /** The ICO's data protection registration number (SITE_ICO_NUMBER); the footer names it only when set. */
  icoNumber?: string;
  /** The site's address as visitors reach it (PUBLIC_URL): canonical links, social cards and structured data. */
  publicUrl: string;
  /** When the team answers (OFFICE_HOURS), in people's words: "Monday to Friday 09:00 to 18:00". */
  officeHours: string;
  /** The same hours by day, for search engines' structured data. */
  officeWeek: OfficeWeek;
  /**
   * England and Wales bank holidays (yyyy-mm-dd) of this year and the next, when the office is closed: the booking
   * screens say when we call without the holiday library in the browser.
   */
  bankHolidays: string[];
  /**
   * The figure claims the business has entered evidence for (console → Finance figures), read for each page rendered:
   * a page makes a claim only while it is here. None while the database cannot be read.
   */
  claims?: PublicClaims;
}

/** The visitor's cookie choice, kept in this first-party cookie for a year. */
export const CONSENT_COOKIE = 'cookie_consent';
export type CookieConsent = 'accepted' | 'rejected';

export function parseConsentCookie(cookieHeader: string | undefined): CookieConsent | undefined {
  const match = /(?:^|;\s*)cookie_consent=(accepted|rejected)(?:;|$)/.exec(cookieHeader ?? '');
  return match?.[1] as CookieConsent | undefined;
}

/** tel: link for a displayed phone number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The business's name as visitors and e-mails see it. */
export const SITE_NAME = 'SME Compare';
