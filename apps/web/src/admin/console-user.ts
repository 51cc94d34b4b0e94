import type { RouterOutputs } from '@sme/api';

// Its own module, not ConsoleApp's: the console's pages need the type, and ConsoleApp loads those pages.

/** Who is signed in to the console, as the session procedure answers. */
export type ConsoleUser = RouterOutputs['admin']['session']['me'];
