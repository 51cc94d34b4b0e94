import type { AppRouter } from '@sme/api';
import { createTRPCClient, httpBatchLink, splitLink, type TRPCClient } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import { lazySubscriptionLink } from './lazy-subscription-link.ts';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();

export type ApiClient = TRPCClient<AppRouter>;

const link = { url: '/trpc', headers: { 'X-Requested-With': 'XMLHttpRequest' } };

/** The server refuses a batch that carries a sign-in or sign-out (console or partners' portal) beside other calls. */
const sentAlone = new Set([
  'admin.session.signIn',
  'admin.session.signOut',
  'partner.session.signIn',
  'partner.session.signOut',
]);

/** The browser's client: every call marked as XHR, as the server requires. */
export function createBrowserClient(): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        // The console's live view: server-sent events. EventSource cannot send the XHR header; the server lets this
        // one stream through when the browser says it comes from this very site (Sec-Fetch-Site).
        condition: (op) => op.type === 'subscription',
        true: lazySubscriptionLink(link.url),
        false: splitLink({
          condition: (op) => sentAlone.has(op.path),
          // A batch of one rather than httpLink: the same request on the wire, and one link's code on every page.
          true: httpBatchLink({ ...link, maxItems: 1 }),
          false: httpBatchLink(link),
        }),
      }),
    ],
  });
}
