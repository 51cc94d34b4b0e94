import { consolePages, partnerPaths } from '@sme/domain';
import { parse } from 'regexparam';

/** The signed-in areas, each its own app with its own page (apps/web/console.html, portal.html). */
export type StaffApp = 'console' | 'portal';

/** A staff app's page as the server sends it: the build's (or, in development, Vite's) HTML and its inline scripts. */
export interface StaffPage {
  html: string;
  /** The page's inline scripts as Content-Security-Policy sources (their hashes). */
  inlineScripts: readonly string[];
}

/** The address patterns each app answers, matched as the web app's router matches them (regexparam). */
const staffRoutes: { app: StaffApp; pattern: RegExp }[] = [
  ...consolePages.map((path) => ({ app: 'console' as const, pattern: parse(path).pattern })),
  ...[partnerPaths.base, partnerPaths.setPassword].map((path) => ({
    app: 'portal' as const,
    pattern: parse(path).pattern,
  })),
];

/**
 * The app whose page this path is, or undefined for a public page. An unknown address under the console's base has
 * none, and gets the site's 404 page like any other.
 */
export function staffAppFor(pathname: string): StaffApp | undefined {
  return staffRoutes.find(({ pattern }) => pattern.test(pathname))?.app;
}
