import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { markHydrated } from '../app/after-hydration.ts';
import { createQueryClient } from '../app/query-client.ts';
import { TRPCProvider } from '../app/trpc.ts';
import { createStaffClient } from './staff-client.ts';

/**
 * The console's and the portal's providers: the router, the data client and tRPC. `<html data-hydrated>` once the
 * first render has committed, as on the public pages (browser tests wait for it, never a timeout).
 */
export function StaffRoot({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  const [trpcClient] = useState(createStaffClient);
  useEffect(() => {
    markHydrated();
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Router>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          {children}
        </TRPCProvider>
      </QueryClientProvider>
    </Router>
  );
}
