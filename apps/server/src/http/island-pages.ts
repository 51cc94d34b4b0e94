import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UNSETTLED_HEADER, type IslandLocals } from '@sme/web/islands-locals';
import { inlineScriptHashes } from './inline-scripts.ts';

/** The islands build (apps/web/astro.config.ts): its browser files and its server entry. */
export function islandsBuild(webDir: string) {
  const dir = join(webDir, 'dist', 'islands');
  return { clientDir: join(dir, 'client'), serverEntry: join(dir, 'server', 'entry.mjs') };
}

/** What apps/web/src/islands/adapter/server-entry.ts exports. */
interface IslandsEntry {
  hasIslandPage(request: Request): boolean;
  renderIslandPage(request: Request, locals: IslandLocals): Promise<Response>;
}

/** A page's request: its path and query, and what the server read for it. */
export type IslandPageRequest = IslandLocals & { url: string };

export interface IslandPage {
  status: number;
  html: string;
  /** The page's inline scripts (Astro's island loader, the zod setting) as Content-Security-Policy hash sources. */
  inlineScripts: readonly string[];
  /** Every read of its data was answered (or answered "not found"): it may be kept. */
  settled: boolean;
  /** Another address holds this page (a post opened by id and title): a permanent redirect there, no page. */
  location?: string;
}

/** Renders a public page; undefined for an address no islands page answers (none: the 404 page takes the rest). */
export type IslandPages = (page: IslandPageRequest) => Promise<IslandPage | undefined>;

/** The islands build's pages, loaded once; it must have been built (npm run build). */
export async function loadIslandPages(webDir: string): Promise<IslandPages> {
  const { serverEntry } = islandsBuild(webDir);
  if (!existsSync(serverEntry)) throw new Error('The islands are not built: run npm run build.');
  const entry = (await import(pathToFileURL(serverEntry).href)) as IslandsEntry;
  return async ({ url, ...locals }) => {
    // Astro reads the path and query only; the site's own address stands in for the host the request came to.
    const request = new Request(new URL(url, locals.settings.publicUrl));
    if (!entry.hasIslandPage(request)) return undefined;
    const response = await entry.renderIslandPage(request, locals);
    const html = await response.text();
    // Astro's pages hold no visitor's text in a script: the inline scripts are the build's own (its island loader and
    // the layout's), so the policy allows exactly those.
    return {
      status: response.status,
      html,
      inlineScripts: inlineScriptHashes(html),
      settled: !response.headers.has(UNSETTLED_HEADER),
      location: response.headers.get('location') ?? undefined,
    };
  };
}
