import { CONSENT_COOKIE, type CookieConsent } from '@sme/domain';
import { visitConsentChanged } from '../attribution/visit.ts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface ConsentState {
  /** undefined until the visitor chooses. */
  consent: CookieConsent | undefined;
  choose(consent: CookieConsent): void;
  /** The banner is showing: no choice yet, or the visitor reopened it from 'Cookie settings'. */
  bannerOpen: boolean;
  openSettings(): void;
}

const ConsentContext = createContext<ConsentState | null>(null);

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Cookie consent as UK law (PECR) expects: third-party embeds wait for a choice; Reject is as easy as Accept. */
export function ConsentProvider({ initial, children }: { initial: CookieConsent | undefined; children: ReactNode }) {
  const [consent, setConsent] = useState(initial);
  const [settingsOpen, setSettingsOpen] = useState(false);

  const choose = useCallback((choice: CookieConsent) => {
    // First-party and readable by the server, so the next page renders with the choice already made. Over HTTPS
    // it is never sent in clear text.
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${CONSENT_COOKIE}=${choice}; Max-Age=${YEAR_IN_SECONDS}; Path=/; SameSite=Lax${secure}`;
    setConsent(choice);
    visitConsentChanged(choice);
    setSettingsOpen(false);
  }, []);

  const value = useMemo(
    () => ({
      consent,
      choose,
      bannerOpen: consent === undefined || settingsOpen,
      openSettings: () => setSettingsOpen(true),
    }),
    [consent, choose, settingsOpen],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent outside ConsentProvider');
  return state;
}
