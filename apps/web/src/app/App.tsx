import type { CookieConsent, PublicSettings } from '@sme/domain';
import { Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ConsentProvider } from '../consent/consent.tsx';
import { Layout } from '../layout/Layout.tsx';
import { DeferredToaster } from '../ui/DeferredToaster.tsx';
import { ToastsFollowTheScreen } from '../ui/ToastsFollowTheScreen.tsx';
import { markHydrated } from './after-hydration.ts';
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

  // The console mounts its own toaster, placed below its header.
  if (route.console) {
    return (
      <SettingsProvider value={settings}>
        <Suspense fallback={null}>
          <route.Component params={params} />
        </Suspense>
      </SettingsProvider>
    );
  }

  return (
    <SettingsProvider value={settings}>
      <ConsentProvider initial={consent}>
        <Layout>
          <Suspense fallback={<p className="container-page py-16 text-center">Loading...</p>}>
            <route.Component key={route.path} params={params} />
          </Suspense>
        </Layout>
      </ConsentProvider>
      <DeferredToaster />
      <ToastsFollowTheScreen />
    </SettingsProvider>
  );
}
