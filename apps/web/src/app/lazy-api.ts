import type { ApiClient } from './trpc-client.ts';

/**
 * This tab's tRPC client for calls made outside TanStack Query (a form's submission, an address lookup), its code
 * fetched at the first such call, not with the page: an islands page has no query cache to carry it.
 */
export const loadApi = (): Promise<ApiClient> => import('./trpc-client.ts').then(({ browserApi }) => browserApi());

/** Starts fetching the client's code, so a press does not wait for it (a form's first focus). */
export function warmApi(): void {
  void loadApi();
}
