import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * The page's address (its path, and its query without the '?'), as the server rendered it. A public page has no
 * client-side router: a link is a plain link that loads the next page (the frame's script carries the visit's
 * attribution on it), so the path never changes under a page; only its query does, when a part replaces it
 * (replacePageQuery).
 */
interface PageAddress {
  path: string;
  search: string;
}

const PageAddressContext = createContext<PageAddress>({ path: '/', search: '' });

export function PageAddressProvider({ path, search, children }: PageAddress & { children: ReactNode }) {
  return <PageAddressContext value={{ path, search }}>{children}</PageAddressContext>;
}

/** The page's path ('/comercial-utility'). */
export function usePagePath(): string {
  return useContext(PageAddressContext).path;
}

const queryListeners = new Set<() => void>();

function onQueryChange(listener: () => void) {
  queryListeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    queryListeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * The page's query without its '?': the server's while a part renders as HTML (and hydrates), then the address
 * bar's, kept up to date with replacePageQuery.
 */
export function usePageSearch(): string {
  const { search } = useContext(PageAddressContext);
  return useSyncExternalStore(
    onQueryChange,
    () => window.location.search.slice(1),
    () => search,
  );
}

/**
 * Another query in the page's address ('?sort=cost', or ''), replaced rather than pushed (Back leaves the page), for
 * every part to read.
 */
export function replacePageQuery(search: string): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  for (const listener of queryListeners) listener();
}
