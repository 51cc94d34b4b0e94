import type { AppRouter } from '@sme/api';
import { createTRPCClient, httpBatchLink, splitLink } from '@trpc/client';
import type { ApiClient } from '../app/trpc.ts';
import { liveStreamLink } from '../admin/live/live-stream-link.ts';

const url = '/trpc';
const headers = { 'X-Requested-With': 'XMLHttpRequest' };

/** The server refuses a batch that carries a sign-in or sign-out (console or partners' portal) beside other calls. */
const sentAlone = new Set([
  'admin.session.signIn',
  'admin.session.signOut',
  'partner.session.signIn',
  'partner.session.signOut',
]);

/** The console's and the portal's client: tRPC's stock links, every call marked as XHR, as the server requires. */
export function createStaffClient(): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: liveStreamLink(url),
        false: splitLink({
          condition: (op) => sentAlone.has(op.path),
          true: httpBatchLink({ url, headers, maxItems: 1 }),
          false: httpBatchLink({ url, headers }),
        }),
      }),
    ],
  });
}
