import type { CookieConsent, PublicSettings } from '@sme/domain';
import { Suspense, useEffect } from 'react';
import { Toaster } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import { ConsentProvider } from '../consent/consent.tsx';
import { Layout } from '../layout/Layout.tsx';
import { findRoute } from './routes.ts';
import { SettingsProvider } from './settings.tsx';

export function App({ settings, consent }: { settings: PublicSettings; consent: CookieConsent | undefined }) {
  const [pathname] = useLocation();
  const search = useSearch();
  const { route, params } = findRoute(pathname);

  // Every navigation starts at the top, including a new ?page= of the same path.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);

  const toaster = <Toaster position="top-right" duration={5000} visibleToasts={1} richColors closeButton />;
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
      {toaster}
    </SettingsProvider>
  );
}
