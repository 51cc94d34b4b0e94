import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';

import { SITE_NAME, type PublicClaim } from '@sme/domain';
import { useClaim } from './settings.tsx';

export { SITE_NAME };
/**
 * The site's default title: the energy claim (spec) while the business has entered its evidence, otherwise what the
 * site does. Both are worked out where the settings are read (PageMeta, the islands' PublicPage.astro).
 */
export const defaultTitle = (energySavings?: PublicClaim) =>
  energySavings
    ? `Reduce business gas and electricity costs by ${energySavings.text}`
    : 'Compare business energy, funding and card payments';
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

export function documentTitle(title: string | undefined, energySavings?: PublicClaim): string {
  return `${title ?? defaultTitle(energySavings)} | ${SITE_NAME}`;
}

/**
 * Sets the page's title and description, on the server and on every client-side navigation; on the server also
 * what its social card and structured data say (PublicPage.astro writes them; crawlers read the served page).
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
  const energySavings = useClaim('energySavings');
  collect?.({
    title: documentTitle(title, energySavings),
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
    document.title = `${prefix}${documentTitle(title, energySavings)}`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description ?? DEFAULT_DESCRIPTION);
  }, [title, description, prefix, energySavings]);
  return null;
}
