import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appPath } from '@sme/db';
import type { RenderedResult, Render, RenderOptions, RenderResult } from '@sme/web/render-types';
import { inlineScriptHashes } from './inline-scripts.ts';
import { islandsBuild, loadIslandPages, type IslandPages } from './island-pages.ts';
import type { StaffApp, StaffPage } from './staff-pages.ts';

/** apps/web: its sources (for the dev server) and its build (browser files and the server-render entry). */
export const webDir = appPath('apps', 'web');
const clientDir = join(webDir, 'dist', 'client');
const serverEntry = join(webDir, 'dist', 'server', 'entry-server.js');
const templatePath = join(clientDir, 'index.html');
/** The console's and the partners' portal's pages: an app of their own (apps/web/vite.staff.config.ts). */
export const staffPageFiles: Record<StaffApp, string> = { console: 'console.html', portal: 'portal.html' };

export interface RenderedPage {
  status: number;
  html: string;
  /** Set with status 301: where the page's content is kept (path and query on this site); no html then. */
  location?: string;
  /** The template's inline scripts as Content-Security-Policy sources (their hashes): the only inline code allowed. */
  inlineScripts: readonly string[];
  /**
   * Every query of the render answered (a missing post is an answer): false when one failed, and the page shows
   * an error that the next request might not.
   */
  settled: boolean;
}

/** Renders a page into a full HTML document. */
export interface WebRenderer {
  /** Built browser files to serve, when there is a build: the single-page app's, and the islands' when built. */
  clientDirs?: string[];
  /** The same request renders the same page until the content changes (a build; not the dev server's sources). */
  stable: boolean;
  /** The single-page app's render of a public page: ISLAND_PAGES=off only. */
  renderPage?(options: RenderOptions): Promise<RenderedPage>;
  /** The page of the console or the portal: the same for everyone (the session is read in the browser). */
  staffPage(app: StaffApp, url: string): Promise<StaffPage>;
  /** The pages that have moved to islands, with ISLAND_PAGES=on (island-pages.ts). */
  islandPages?: IslandPages;
}

export function hasWebBuild(): boolean {
  return (
    existsSync(serverEntry) &&
    existsSync(templatePath) &&
    Object.values(staffPageFiles).every((file) => existsSync(join(clientDir, file)))
  );
}

/**
 * The page around the render: each slot gets its part in one pass. A function replacer, so a visitor's `$'` or
 * `$&` is text, not a pattern; one pass, so a part that holds a slot's marker (a blog post's body could) is never
 * filled again.
 */
export function fillTemplate(template: string, result: RenderedResult): string {
  const parts: Record<string, string> = { head: result.head, html: result.appHtml, state: result.stateScript };
  return template.replace(/<!--app-(head|html|state)-->/g, (marker, slot: string) => parts[slot] ?? marker);
}

/** A render's answer as the server sends it: the document around it, or where it redirects. */
export function renderedPage(template: string, inlineScripts: readonly string[], result: RenderResult): RenderedPage {
  if (result.status === 301) return { status: 301, location: result.location, html: '', inlineScripts, settled: true };
  return {
    status: result.status,
    html: fillTemplate(template, result),
    inlineScripts,
    settled: renderSettled(result.stateScript),
  };
}

/**
 * Whether every query of the render was answered: a failure other than "not found" (the database or the postcode
 * service did not answer) shows an error the next request may not, so such a page is not kept. Read from the
 * hydration state, which holds each query's outcome; state that cannot be read counts as failed.
 */
export function renderSettled(stateScript: string): boolean {
  try {
    const json = stateScript.slice(stateScript.indexOf('>') + 1, stateScript.lastIndexOf('</script'));
    const state = JSON.parse(json) as {
      queries?: { queries?: { state?: { status?: string; error?: { data?: { code?: string } } | null } }[] };
    };
    return (state.queries?.queries ?? []).every(
      (query) => query.state?.status !== 'error' || query.state.error?.data?.code === 'NOT_FOUND',
    );
  } catch {
    return false;
  }
}

/** The production renderer: apps/web/dist, loaded once; with `islandPages`, the islands build's pages too. */
export async function loadWebBuild({ islandPages = false } = {}): Promise<WebRenderer> {
  if (!hasWebBuild()) throw new Error('The web app is not built: run npm run build.');
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  const template = await readFile(templatePath, 'utf8');
  const inlineScripts = inlineScriptHashes(template);
  const staffPages = new Map<StaffApp, StaffPage>();
  for (const [app, file] of Object.entries(staffPageFiles) as [StaffApp, string][]) {
    const html = await readFile(join(clientDir, file), 'utf8');
    staffPages.set(app, { html, inlineScripts: inlineScriptHashes(html) });
  }
  const islands = islandsBuild(webDir);
  return {
    clientDirs: existsSync(islands.clientDir) ? [clientDir, islands.clientDir] : [clientDir],
    stable: true,
    renderPage: async (options) => renderedPage(template, inlineScripts, await render(options)),
    staffPage: async (app) => staffPages.get(app)!,
    ...(islandPages ? { islandPages: await loadIslandPages(webDir) } : {}),
  };
}
