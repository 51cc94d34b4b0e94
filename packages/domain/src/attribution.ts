import { z } from 'zod';
import { isStorableText } from './rules/text-fields.ts';

// Where a visit came from: noted by the site when a visitor lands, sent with the first submission of each flow and
// form, kept on the lead (first touch; a later visit that continues the lead: last touch). The REST API takes the
// same fields. None is ever refused: a lead is never lost over its attribution, so a value too long is cut and one
// of the wrong type is left out.

/** The landing address's query parameters the site notes, as the REST fields name them. */
export const utmParameters = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** A partner's referral code: ref=CODE on any page of the site. */
export const REFERRAL_PARAMETER = 'ref';
export const referralCodePattern = /^[A-Z0-9]{4,16}$/;

/** A referral code as typed in a link, in the form it is stored: upper case, no spaces. Null: not a code. */
export function referralCodeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  return referralCodePattern.test(code) ? code : null;
}

/** Longest kept, in characters. */
export const ATTRIBUTION_MAX = { value: 200, landingPage: 500, referrer: 253 } as const;

/** One visit's attribution, as stored on a lead (firstTouch, lastTouch). */
export interface Touch {
  /** The path and query of the page the visit landed on (same site only). */
  landingPage: string | null;
  /** The referring site's host name, never its full address. */
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  gclid: string | null;
  /** When the visit landed (ISO), as the browser said; the server's time when it did not. */
  at: string;
}

/** What a lead's source, medium and campaign columns hold, worked out from a touch (the reports' groups). */
export interface Channel {
  source: string;
  medium: string;
  campaign: string | null;
}

export const DIRECT_SOURCE = '(direct)';
export const NO_MEDIUM = '(none)';

/** A touch's channel: utm_source/utm_medium first, then a Google Ads click, then the referring site, else direct. */
export function channelOf(touch: Touch): Channel {
  const source = touch.utmSource ?? (touch.gclid ? 'google' : (touch.referrer ?? DIRECT_SOURCE));
  const medium = touch.utmMedium ?? (touch.gclid ? 'cpc' : touch.referrer ? 'referral' : NO_MEDIUM);
  return { source, medium, campaign: touch.utmCampaign };
}

const cut = (max: number) => (value: unknown) => {
  // Text the database cannot keep (a control character, a lone surrogate) is left out like a value of the wrong type.
  if (typeof value !== 'string' || !isStorableText(value)) return undefined;
  const trimmed = value.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

/** A referring address, or a host: its host name, lower case. Anything else: left out. */
export function referrerHostOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  const text = value.trim();
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase();
    return host && host.length <= ATTRIBUTION_MAX.referrer && /^[a-z0-9.-]+$/.test(host) ? host : undefined;
  } catch {
    return undefined;
  }
}

/** A landing page: its path and query on this site (an absolute address keeps only those). */
function landingPageOf(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value.trim(), 'https://site.invalid');
    return `${url.pathname}${url.search}`.slice(0, ATTRIBUTION_MAX.landingPage);
  } catch {
    return undefined;
  }
}

const text = (description: string, example?: string) =>
  z
    .preprocess(cut(ATTRIBUTION_MAX.value), z.string().optional())
    .optional()
    .meta({ description, ...(example ? { example } : {}) });

/**
 * Spread into a lead-taking input's z.object: the visit's attribution, all optional and never refused (see above).
 * The site sends them with the first submission of each flow and form of a visit, and with a later visit's first
 * step of a lead it continues.
 */
/** A visit is noted when a tab first loads the site: a landing a year back is none, and one to come is a clock's error. */
const LANDING_MAX_AGE_MS = 366 * 86_400_000;
const CLOCK_DIFFERENCE_MS = 5 * 60_000;

/** A landing time as the touch keeps it, or undefined (the submission's own time then stands). */
function landedAtOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const time = new Date(value).getTime();
  const now = Date.now();
  if (Number.isNaN(time) || time > now + CLOCK_DIFFERENCE_MS || time < now - LANDING_MAX_AGE_MS) return undefined;
  return new Date(time).toISOString();
}

export const attributionFields = {
  landing_page: z
    .preprocess(landingPageOf, z.string().optional())
    .optional()
    .meta({ description: 'The path (and query) of the page the visit landed on.', example: '/comercial-utility' }),
  referrer: z
    .preprocess(referrerHostOf, z.string().optional())
    .optional()
    .meta({ description: 'The referring site: its host name is kept, nothing else.', example: 'www.google.com' }),
  utm_source: text('The landing address’s utm_source.', 'newsletter'),
  utm_medium: text('The landing address’s utm_medium.', 'email'),
  utm_campaign: text('The landing address’s utm_campaign.', 'spring'),
  utm_term: text('The landing address’s utm_term.'),
  utm_content: text('The landing address’s utm_content.'),
  gclid: text('The landing address’s gclid (a Google Ads click).'),
  ref: z
    .preprocess((value) => referralCodeOf(value) ?? undefined, z.string().optional())
    .optional()
    .meta({ description: 'A partner’s referral code (ref= in their link): the lead is theirs.', example: 'AB12CD34' }),
  landed_at: z.preprocess(landedAtOf, z.string().optional()).optional().meta({
    description:
      'When the visit landed (ISO 8601): within the year before the submission and not after it (5 minutes of clock difference allowed); any other time is ignored and the submission’s own time kept.',
    example: '2026-11-27T09:30:00.000Z',
  }),
} as const satisfies z.ZodRawShape;

/** The attribution fields as a submission's parsed input holds them. */
export type AttributionInput = Partial<Record<keyof typeof attributionFields, string | undefined>>;

/** The touch a submission carries, or null when it carries none (no field at all: an integrator's call). */
export function touchOf(input: AttributionInput, now: Date = new Date()): Touch | null {
  const touch: Touch = {
    landingPage: input.landing_page ?? null,
    referrer: input.referrer ?? null,
    utmSource: input.utm_source ?? null,
    utmMedium: input.utm_medium ?? null,
    utmCampaign: input.utm_campaign ?? null,
    utmTerm: input.utm_term ?? null,
    utmContent: input.utm_content ?? null,
    gclid: input.gclid ?? null,
    at: input.landed_at ?? now.toISOString(),
  };
  const { at: _at, ...sent } = touch;
  return Object.values(sent).some((value) => value !== null) ? touch : null;
}

/** The names of the attribution fields: what a submission's answers (its fingerprint) leave out. */
export const attributionFieldNames = Object.keys(attributionFields) as (keyof typeof attributionFields)[];
