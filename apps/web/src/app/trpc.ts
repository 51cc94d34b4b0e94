import type { AppRouter } from '@sme/api';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export { createBrowserClient, type ApiClient } from './trpc-client.ts';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
