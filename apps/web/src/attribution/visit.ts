import type { CookieConsent } from '@sme/domain';
import { CARRIED, carryVisit, isAttributed, NOTED, type VisitFields } from './visit-params.ts';

export type { VisitFields };

// Where this visit came from, noted once when the site loads in a tab and sent with each flow's and form's first
// submission (the server's attributionFields). Without consent to cookies it lives in this module only, so a reload
// or a new tab loses it; with consent it is kept in this tab's session storage until the tab closes. None of it is
// ever put in another site's address: the parameters are taken out of the address bar once noted, so nothing on the
// page (the scheduling widget's script forwards a page's utm_ parameters) can pass them on.

const STORAGE_KEY = 'sme_visit';

let visit: VisitFields | null = null;

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage switched off in the browser: memory only, as without consent.
    return null;
  }
};

function keep(consent: CookieConsent | undefined): void {
  const store = storage();
  try {
    if (consent === 'accepted' && visit) store?.setItem(STORAGE_KEY, JSON.stringify(visit));
    else if (consent === 'rejected') store?.removeItem(STORAGE_KEY);
  } catch {
    // A full or refused storage keeps the visit in memory: nothing to tell the visitor.
  }
}

function stored(): VisitFields | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    return value && typeof value === 'object' ? (value as VisitFields) : null;
  } catch {
    return null;
  }
}

/**
 * Notes the visit when the site first loads in a tab (before hydration). A landing address with its own utm_,
 * gclid or ref starts a new visit; a reload is no landing: it keeps the visit consent let the tab keep, or has none.
 */
export function noteVisit(consent: CookieConsent | undefined): void {
  const url = new URL(window.location.href);
  const carried = NOTED.filter((name) => url.searchParams.get(name));
  const kept = consent === 'accepted' ? stored() : null;
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  const reloaded = (navigation as PerformanceNavigationTiming | undefined)?.type === 'reload';
  if (carried.length === 0 && (kept || reloaded)) {
    visit = kept;
    return;
  }
  // Carried on from the visit's earlier page (withVisit): where it landed, and when, are that page's.
  const param = (name: string) => url.searchParams.get(name) || undefined;
  visit = {
    landing_page: param('landing_page') ?? `${url.pathname}${url.search}`,
    landed_at: param('landed_at') ?? new Date().toISOString(),
  };
  for (const name of carried) visit[name] = url.searchParams.get(name)!;
  try {
    // The referring site's host only, and only another site's.
    const referrer = param('referrer') ?? (document.referrer ? new URL(document.referrer).hostname : '');
    if (referrer && referrer !== url.hostname) visit.referrer = referrer;
  } catch {
    // Not an address: no referrer.
  }
  keep(consent);
  if (carried.length > 0) {
    for (const name of CARRIED) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
}

/**
 * `href` with the visit carried on, when it leads to another page of this site and the visit has an attribution of
 * its own (a partner's ref, a campaign's utm_, an ad's gclid). Between the islands pages moving is a page load: without
 * consent to cookies the visit lives only in this page's memory, so a partner's referral would be lost at the first
 * link the visitor follows. The address carries it instead, to this site only, and the next page takes it out of the
 * address bar as it notes it (noteVisit), before any other script can read it.
 */
export function withVisit(href: string): string {
  if (!isAttributed(visit)) return href;
  const here = new URL(window.location.href);
  const url = new URL(href, here);
  const samePage = url.pathname === here.pathname && url.search === here.search;
  if (url.origin !== here.origin || samePage) return href;
  carryVisit(url, visit);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The visitor chose: accepted keeps this visit for the tab's session, rejected removes what was kept. */
export const visitConsentChanged = keep;

/** What a lead-taking call sends of the visit: nothing when none was noted. */
export function visitFields(): VisitFields {
  return visit ? { ...visit } : {};
}
