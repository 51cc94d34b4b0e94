import type { AppRouter, Context } from '@sme/api';
import type { CookieConsent, PublicSettings } from '@sme/domain';

/** The contract between the server and entry-server.tsx (kept JSX-free so the server can type-check it). */
export interface RenderOptions {
  /** Path and query of the request. */
  url: string;
  router: AppRouter;
  createContext: () => Context;
  settings: PublicSettings;
  /** The visitor's cookie choice, from the request's cookie. */
  consent: CookieConsent | undefined;
  /** The page shows a lead (its id is in the URL): search engines are told not to index it. */
  noindex?: boolean;
}

export interface RenderedResult {
  status: 200 | 404;
  head: string;
  appHtml: string;
  stateScript: string;
}

/** The page's content is kept under another address (a route's `redirect`): answered with a permanent redirect. */
export interface RedirectResult {
  status: 301;
  /** Path and query on this site. */
  location: string;
}

export type RenderResult = RenderedResult | RedirectResult;

export type Render = (options: RenderOptions) => Promise<RenderResult>;
