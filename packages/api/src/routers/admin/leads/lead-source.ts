import { channelOf, formatUkDateTime, type Touch } from '@sme/domain';

/** What the lead page reads of where a lead came from: its channel, its touches and the partner who referred it. */
export const leadSourceSelect = {
  source: true,
  medium: true,
  campaign: true,
  firstTouch: true,
  lastTouch: true,
  partner: { select: { id: true, name: true, code: true } },
} as const;

interface LeadSourceData {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  firstTouch: unknown;
  lastTouch: unknown;
  partner: { id: string; name: string; code: string } | null;
}

/** A stored touch (Lead.firstTouch / lastTouch, JSON) as the lead page shows it; null when there is none. */
export function touchView(stored: unknown) {
  const touch = touchIn(stored);
  if (!touch) return null;
  return { ...touch, ...channelOf(touch), when: formatUkDateTime(touch.at) };
}

/** A JSON column read back as a Touch: the app writes only whole touches, so an `at` is enough to know one. */
export function touchIn(stored: unknown): Touch | null {
  if (!stored || typeof stored !== 'object' || typeof (stored as { at?: unknown }).at !== 'string') return null;
  const value = stored as Record<string, unknown>;
  const text = (key: keyof Touch) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  return {
    landingPage: text('landingPage'),
    referrer: text('referrer'),
    utmSource: text('utmSource'),
    utmMedium: text('utmMedium'),
    utmCampaign: text('utmCampaign'),
    utmTerm: text('utmTerm'),
    utmContent: text('utmContent'),
    gclid: text('gclid'),
    at: value.at as string,
  };
}

/** The lead page's "Where this lead came from": null source for a lead no visit was noted for (an integrator's). */
export function leadSourceOf(lead: LeadSourceData) {
  return {
    attribution: {
      source: lead.source,
      medium: lead.medium,
      campaign: lead.campaign,
      firstTouch: touchView(lead.firstTouch),
      lastTouch: touchView(lead.lastTouch),
    },
    referredBy: lead.partner,
  };
}
