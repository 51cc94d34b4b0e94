import type { AppRouter } from '@sme/api';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type ApiClient = TRPCClient<AppRouter>;

/** The browser's client: every call marked as XHR, as the server requires. */
export function createBrowserClient(): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', headers: { 'X-Requested-With': 'XMLHttpRequest' } })],
  });
}
