import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

import { SITE_NAME } from '@sme/domain';

export { SITE_NAME };
/** The energy claim is the site's default title. */
export const DEFAULT_TITLE = 'Reduce business gas and electricity costs by up to 40%';
export const DEFAULT_DESCRIPTION =
  'Compare business energy, water and waste, business loans and card payment machines from a panel of vetted UK suppliers. Free, no obligation.';
/** The social card of every page without an image of its own (1200×630, as Open Graph and X expect). */
export const DEFAULT_SHARE_IMAGE = '/images/social/site-card.png';

export interface PageHead {
  title: string;
  description: string;
  /** The page's own social card image: a path on this site or an absolute URL. */
  image?: string;
  /** A blog post: shared as an article, described to search engines as a BlogPosting. */
  article?: { headline: string; published: string; modified: string };
}

/** Called while rendering on the server, so the <head> can carry each route's own title. */
const HeadCollector = createContext<((head: PageHead) => void) | null>(null);
export const HeadCollectorProvider = HeadCollector.Provider;

/**
 * Put before every page's title while set: the console's count of leads waiting, "(3) ", so a console tab in the
 * background still shows it. Only in the browser: the server renders the console's loading state.
 */
let titlePrefix = '';
const titlePrefixListeners = new Set<() => void>();
export function setTitlePrefix(prefix: string): void {
  if (prefix === titlePrefix) return;
  titlePrefix = prefix;
  for (const listener of titlePrefixListeners) listener();
}
const subscribeTitlePrefix = (listener: () => void) => {
  titlePrefixListeners.add(listener);
  return () => titlePrefixListeners.delete(listener);
};

export function documentTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : `${DEFAULT_TITLE} | ${SITE_NAME}`;
}

/**
 * Sets the page's title and description, on the server and on every client-side navigation; on the server also
 * what its social card and structured data say (entry-server.tsx writes them; crawlers read the served page).
 */
export function PageMeta({
  title,
  description,
  image,
  article,
}: {
  title?: string;
  description?: string;
  image?: string;
  article?: PageHead['article'];
}) {
  const collect = useContext(HeadCollector);
  collect?.({
    title: documentTitle(title),
    description: description ?? DEFAULT_DESCRIPTION,
    ...(image ? { image } : {}),
    ...(article ? { article } : {}),
  });
  const prefix = useSyncExternalStore(
    subscribeTitlePrefix,
    () => titlePrefix,
    () => '',
  );
  useEffect(() => {
    document.title = `${prefix}${documentTitle(title)}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description ?? DEFAULT_DESCRIPTION);
  }, [title, description, prefix]);
  return null;
}
