import type { AppRouter, Context } from '@sme/api';
import type { CookieConsent, PublicSettings } from '@sme/domain';
import type { PostedForm } from '../forms/posted-form.ts';

export { SEARCH_FIELD, SENT_PARAM, plainFormNames, type PlainFormName, type PostedForm } from '../forms/posted-form.ts';

/** What the server reads for a page before Astro renders it: the same the single-page render takes. */
export interface IslandLocals {
  settings: PublicSettings;
  consent: CookieConsent | undefined;
  /** The page shows a lead (its id in the address): kept out of search results. */
  noindex: boolean;
  /** The page's plain form as the server answered it, when it was sent before its code arrived and not taken. */
  posted?: PostedForm;
  /** The procedures a page reads its data through, without HTTP (render-route.tsx). */
  router: AppRouter;
  createContext: () => Context;
}

/**
 * Set on a page whose data was not all read (the database or an outside service did not answer, not a missing
 * post): the server does not keep it, as the next request may not show the error. The server takes it off.
 */
export const UNSETTLED_HEADER = 'x-island-unsettled';
