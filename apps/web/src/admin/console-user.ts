import type { AppRouter } from '@sme/api';
import type { inferRouterOutputs } from '@trpc/server';

// Its own module, not ConsoleApp's: the console's pages need the type, and ConsoleApp loads those pages.

/** Who is signed in to the console, as the session procedure answers. */
export type ConsoleUser = inferRouterOutputs<AppRouter>['admin']['session']['me'];
