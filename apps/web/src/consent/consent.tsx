import type { CookieConsent } from '@sme/domain';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import {
  chooseConsent,
  openConsentSettings,
  readConsent,
  seedConsent,
  subscribeConsent,
  type ConsentSnapshot,
} from './consent-store.ts';

interface ConsentState {
  /** undefined until the visitor chooses. */
  consent: CookieConsent | undefined;
  choose(consent: CookieConsent): void;
  /** The banner is showing: no choice yet, or the visitor reopened it from 'Cookie settings'. */
  bannerOpen: boolean;
  openSettings(): void;
}

/** The choice the server rendered the page with: what every part renders until the browser's store has it. */
const RenderedConsent = createContext<ConsentSnapshot | null>(null);

/**
 * Cookie consent as UK law (PECR) expects: third-party embeds wait for a choice; Reject is as easy as Accept. The
 * choice lives in the page's store (consent-store.ts), so every React root and script on the page shares it.
 * `settingsOpen` renders the banner as 'Cookie settings' reopens it (an islands page keeps that markup for its script).
 */
export function ConsentProvider({
  initial,
  settingsOpen = false,
  children,
}: {
  initial: CookieConsent | undefined;
  settingsOpen?: boolean;
  children: ReactNode;
}) {
  const rendered = useMemo(() => ({ consent: initial, settingsOpen }), [initial, settingsOpen]);
  if (typeof window !== 'undefined') seedConsent(rendered);
  return <RenderedConsent.Provider value={rendered}>{children}</RenderedConsent.Provider>;
}

export function useConsent(): ConsentState {
  const rendered = useContext(RenderedConsent);
  if (!rendered) throw new Error('useConsent outside ConsentProvider');
  const { consent, settingsOpen } = useSyncExternalStore(
    subscribeConsent,
    () => readConsent() ?? rendered,
    () => rendered,
  );
  return {
    consent,
    choose: chooseConsent,
    bannerOpen: consent === undefined || settingsOpen,
    openSettings: openConsentSettings,
  };
}
