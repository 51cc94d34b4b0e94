import type { CookieConsent, PublicSettings } from '@sme/domain';
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ConsentProvider } from '../consent/consent.tsx';
import { Layout } from '../layout/Layout.tsx';
import { DeferredToaster } from '../ui/DeferredToaster.tsx';
import { ToastsFollowTheScreen } from '../ui/ToastsFollowTheScreen.tsx';
import { markHydrated, whenHydrated } from './after-hydration.ts';
import { findRoute } from './routes.ts';
import { SettingsProvider } from './settings.tsx';

export function App({ settings, consent }: { settings: PublicSettings; consent: CookieConsent | undefined }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const { route, params } = findRoute(pathname);

  // Effects run after the first commit: in the browser, that is when the server's markup has been adopted.
  useEffect(markHydrated, []);

  // Every navigation starts at the top, including a new ?page= of the same path.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  return (
    <SettingsProvider value={settings}>
      <ConsentProvider initial={consent}>
        <Layout>
          <Suspense fallback={<p className="container-page py-16 text-center">Loading...</p>}>
            <route.Component key={route.path} params={params} />
            <HydratedMark path={route.path} />
          </Suspense>
        </Layout>
      </ConsentProvider>
      <DeferredToaster />
      <ToastsFollowTheScreen />
    </SettingsProvider>
  );
}

/**
 * Sets `data-hydrated` on <html> once the route's page has hydrated (after a client-side navigation: mounted) and
 * its effects ran: it commits with the page, in the same Suspense boundary, and its effect runs after the page's.
 * It waits for a render after hydration, so what is decided then (whether the 'Let's talk' popup opens) is already
 * rendered. A new route clears and sets it again when its page commits. Browser tests wait for it, never a timeout.
 */
function HydratedMark({ path }: { path: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => void whenHydrated().then(() => setReady(true)), []);
  useEffect(() => {
    if (!ready) return;
    const root = document.documentElement;
    root.dataset.hydrated = '';
    return () => void delete root.dataset.hydrated;
  }, [ready, path]);
  return null;
}
