import { CONSENT_COOKIE, type CookieConsent } from '@sme/domain';
import { visitConsentChanged } from '../attribution/visit.ts';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

interface ConsentState {
  /** undefined until the visitor chooses. */
  consent: CookieConsent | undefined;
  choose(consent: CookieConsent): void;
  /** The banner is showing: no choice yet, or the visitor reopened it from 'Cookie settings'. */
  bannerOpen: boolean;
  openSettings(): void;
}

interface ConsentSnapshot {
  consent: CookieConsent | undefined;
  settingsOpen: boolean;
}

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/**
 * The page's one choice, outside React: every part that reads it (the banner, the footer's 'Cookie settings', the
 * popup waiting for an answer, the embeds) sees the same choice even when the parts are separate React roots, as
 * islands of a server-rendered page are. Seeded once, in the browser, with the choice the server rendered with.
 */
let current: ConsentSnapshot | undefined;
const listeners = new Set<() => void>();

function update(next: ConsentSnapshot) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function choose(choice: CookieConsent) {
  // First-party and readable by the server, so the next page renders with the choice already made. Over HTTPS
  // it is never sent in clear text.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${YEAR_IN_SECONDS}; Path=/; SameSite=Lax${secure}`;
  update({ consent: choice, settingsOpen: false });
  visitConsentChanged(choice);
}

function openSettings() {
  update({ consent: current?.consent, settingsOpen: true });
}

/** The choice the server rendered the page with: what every part renders until the browser's store has it. */
const RenderedConsent = createContext<ConsentSnapshot | null>(null);

/** Cookie consent as UK law (PECR) expects: third-party embeds wait for a choice; Reject is as easy as Accept. */
export function ConsentProvider({ initial, children }: { initial: CookieConsent | undefined; children: ReactNode }) {
  // Never on the server: one module serves every visitor's render there, and each render has its own choice.
  const rendered = useMemo(() => ({ consent: initial, settingsOpen: false }), [initial]);
  if (typeof window !== 'undefined') current ??= rendered;
  return <RenderedConsent.Provider value={rendered}>{children}</RenderedConsent.Provider>;
}

export function useConsent(): ConsentState {
  const rendered = useContext(RenderedConsent);
  if (!rendered) throw new Error('useConsent outside ConsentProvider');
  const { consent, settingsOpen } = useSyncExternalStore(
    subscribe,
    () => current ?? rendered,
    () => rendered,
  );
  return { consent, choose, bannerOpen: consent === undefined || settingsOpen, openSettings };
}
