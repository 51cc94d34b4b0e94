import type { PublicSettings } from '@sme/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { TRPCProvider, type ApiClient } from './trpc.ts';

export interface RootProps {
  queryClient: QueryClient;
  trpcClient: ApiClient;
  settings: PublicSettings;
  /** Server render only: the requested path and query. */
  ssrPath?: string;
  ssrSearch?: string;
}

export function Root({ queryClient, trpcClient, settings, ssrPath, ssrSearch }: RootProps) {
  return (
    <Router {...(ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' })}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <App settings={settings} />
        </TRPCProvider>
      </QueryClientProvider>
    </Router>
  );
}
