import type { CookieConsent, PublicSettings } from '@sme/domain';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import { createQueryClient } from '../../app/query-client.ts';
import { SettingsProvider } from '../../app/settings.tsx';
import { createBrowserClient, TRPCProvider, type ApiClient } from '../../app/trpc.ts';
import { ConsentProvider } from '../../consent/consent.tsx';

/** What every island and every static part of an islands page is rendered with (serialisable: Astro passes props). */
export interface IslandProps {
  settings: PublicSettings;
  consent: CookieConsent | undefined;
  /** The page's path, for the server's render of links marked as the current page. */
  path: string;
}

/**
 * An islands page has no client-side router: a link in one of its parts loads the next page, as a plain link does.
 * wouter's links go through this hook's navigate.
 */
function usePageLoads(router: { ssrPath?: string }): [string, (to: string) => void] {
  const [location] = useBrowserLocation(router);
  return [location, (to) => window.location.assign(to)];
}

/**
 * One data client for all the islands of a page in the browser (the server renders none of their calls: each
 * render gets a client of its own there, never shared between visitors).
 */
let browserClients: { queryClient: QueryClient; trpcClient: ApiClient } | undefined;
function dataClients() {
  if (typeof window === 'undefined')
    return { queryClient: createQueryClient({ server: true }), trpcClient: createBrowserClient() };
  browserClients ??= { queryClient: createQueryClient(), trpcClient: createBrowserClient() };
  return browserClients;
}

/** The site's settings, the cookie choice (one for the whole page, consent-store.ts) and links that load pages. */
export function PageProviders({ settings, consent, path, children }: IslandProps & { children: ReactNode }) {
  return (
    <Router hook={usePageLoads} ssrPath={path}>
      <SettingsProvider value={settings}>
        <ConsentProvider initial={consent}>{children}</ConsentProvider>
      </SettingsProvider>
    </Router>
  );
}

/** An island's providers: the page's, and the data client (the popup's form sends through it). */
export function IslandProviders({ children, ...props }: IslandProps & { children: ReactNode }) {
  const { queryClient, trpcClient } = dataClients();
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <PageProviders {...props}>{children}</PageProviders>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
