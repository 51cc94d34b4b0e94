import type { AppRouter } from '@sme/api';
import { createTRPCClient, httpBatchLink, type TRPCClient } from '@trpc/client';

export type ApiClient = TRPCClient<AppRouter>;

/**
 * The public site's client: queries and the forms' submissions, every call marked as XHR, as the server requires.
 * No subscription and no sign-in: those are the console's and the portal's (staff/staff-client.ts).
 */
export function createBrowserClient(): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', headers: { 'X-Requested-With': 'XMLHttpRequest' } })],
  });
}

let tabClient: ApiClient | undefined;

/** This tab's client for calls made outside TanStack Query: a form's one submission (use-submission.ts). */
export function browserApi(): ApiClient {
  return (tabClient ??= createBrowserClient());
}
