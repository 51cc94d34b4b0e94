import type { CookieConsent, PublicSettings } from '@sme/domain';
import { useEffect, type ReactNode } from 'react';
import { PageAddressProvider } from '../../app/page-address.tsx';
import { SettingsProvider } from '../../app/settings.tsx';
import { ConsentProvider } from '../../consent/consent.tsx';

/** What every island and every static part of an islands page is rendered with (serialisable: Astro passes props). */
export interface IslandProps {
  settings: PublicSettings;
  consent: CookieConsent | undefined;
  /** The page's path, for the server's render of links marked as the current page. */
  path: string;
  /** The page's query without its '?', for the server's render of a page that reads it (the blog's page number). */
  search?: string;
}

/**
 * Counts the islands whose code has run, effects and all, on <html data-islands-ready> (the browser tests wait for
 * every island that hydrates by itself: Astro marks one as hydrated before React has committed it).
 */
function noteIslandReady() {
  const html = document.documentElement;
  html.dataset.islandsReady = String(Number(html.dataset.islandsReady ?? 0) + 1);
}

/**
 * Every island's providers: the page's address, the site's settings and the cookie choice (one for the whole page,
 * consent-store.ts). No query cache: an island's one call is a form's submission (use-submission.ts).
 */
export function PageProviders({ settings, consent, path, search, children }: IslandProps & { children: ReactNode }) {
  // After its children's effects: the island has done what its code does on arrival.
  useEffect(noteIslandReady, []);
  return (
    <PageAddressProvider path={path} search={search ?? ''}>
      <SettingsProvider value={settings}>
        <ConsentProvider initial={consent}>{children}</ConsentProvider>
      </SettingsProvider>
    </PageAddressProvider>
  );
}
