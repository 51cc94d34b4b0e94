import type { CookieConsent, PublicSettings } from '@sme/domain';
import type { DehydratedState } from '@tanstack/react-query';

/** What the server render hands to the browser for hydration. */
export interface SsrState {
  settings: PublicSettings;
  consent: CookieConsent | null;
  queries: DehydratedState;
}

export const SSR_STATE_ID = 'ssr-state';

/** JSON safe inside a <script> element. */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
