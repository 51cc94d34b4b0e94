import type { CookieConsent, PublicSettings } from '@sme/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { TRPCProvider, type ApiClient } from './trpc.ts';

export interface RootProps {
  queryClient: QueryClient;
  trpcClient: ApiClient;
  settings: PublicSettings;
  consent: CookieConsent | undefined;
  /** Server render only: the requested path and query. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function Root({ queryClient, trpcClient, settings, consent, ssrPath, ssrSearch }: RootProps) {
  return (
    <Router {...(ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' })}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <App settings={settings} consent={consent} />
        </TRPCProvider>
      </QueryClientProvider>
    </Router>
  );
}
