import type { CookieConsent, PublicSettings } from '@sme/domain';

/** What the server reads for a page before Astro renders it: the same the single-page render takes. */
export interface IslandLocals {
  settings: PublicSettings;
  consent: CookieConsent | undefined;
  /** The page shows a lead (its id in the address): kept out of search results. */
  noindex: boolean;
}
