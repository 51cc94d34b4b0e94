// A visit's attribution as the site's own addresses carry it between pages (visit.ts), read the same in the browser
// and by the server, which takes a plain form sent before the page's script could add it (page-forms.ts).

/** The landing address's parameters the site notes (utm_*, a Google Ads click, a partner's ref code). */
export const NOTED = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'ref'] as const;

/** The visit as the server's attribution fields name it. */
export type VisitFields = Partial<Record<(typeof NOTED)[number] | 'landing_page' | 'referrer' | 'landed_at', string>>;

/**
 * What a page load inside the site carries on of a visit with an attribution of its own (withVisit): every field, as
 * a parameter of the site's own address, which the next page notes and takes out of the address bar at once.
 */
export const CARRIED = [...NOTED, 'landing_page', 'landed_at', 'referrer'] as const;

/** Whether the visit has an attribution of its own (a partner's ref, a campaign's utm_, an ad's gclid). */
export const isAttributed = (visit: VisitFields | null): visit is VisitFields =>
  !!visit && NOTED.some((name) => visit[name]);

/** The visit an address carries (withVisit's parameters), or null. */
export function visitCarriedBy(query: URLSearchParams): VisitFields | null {
  const visit: VisitFields = {};
  for (const name of CARRIED) {
    const value = query.get(name);
    if (value) visit[name] = value;
  }
  return isAttributed(visit) ? visit : null;
}

/** `url` with the visit's fields added to its query (those it does not have already). */
export function carryVisit(url: URL, visit: VisitFields): URL {
  for (const name of CARRIED) {
    const value = visit[name];
    if (value && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url;
}
