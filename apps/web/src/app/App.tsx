import type { PublicSettings } from '@sme/domain';
import { Suspense, useEffect } from 'react';
import { Toaster } from 'sonner';
import { useLocation } from 'wouter';
import { Layout } from '../layout/Layout.tsx';
import { findRoute } from './routes.ts';
import { SettingsProvider } from './settings.tsx';

export function App({ settings }: { settings: PublicSettings }) {
  const [pathname] = useLocation();
  const { route, params } = findRoute(pathname);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <SettingsProvider value={settings}>
      <Layout>
        <Suspense fallback={<p className="container-page py-16 text-center">Loading...</p>}>
          <route.Component key={route.path} params={params} />
        </Suspense>
      </Layout>
      <Toaster position="top-right" duration={5000} visibleToasts={1} richColors closeButton />
    </SettingsProvider>
  );
}
