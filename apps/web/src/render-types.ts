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

export interface RenderResult {
  status: 200 | 404;
  head: string;
  appHtml: string;
  stateScript: string;
}

export type Render = (options: RenderOptions) => Promise<RenderResult>;
