import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { appPath } from '@sme/db';
import { inlineScriptHashes } from './inline-scripts.ts';
import { islandsBuild, loadIslandPages, type IslandPages } from './island-pages.ts';
import type { StaffApp, StaffPage } from './staff-pages.ts';

/** apps/web: its sources (for the dev server) and its builds (the public pages' islands, the console's app). */
export const webDir = appPath('apps', 'web');
/** The console's and the portal's build, with the site's public files (pictures, videos, the icon). */
const clientDir = join(webDir, 'dist', 'client');
/** The console's and the partners' portal's pages: an app of their own (apps/web/vite.staff.config.ts). */
export const staffPageFiles: Record<StaffApp, string> = { console: 'console.html', portal: 'portal.html' };

/** Renders the site's pages: the public ones as islands, the console's and the portal's as their app's page. */
export interface WebRenderer {
  /** Built browser files to serve, when there is a build (the dev server serves its own from the sources). */
  clientDirs?: string[];
  /** The same request renders the same page until the content changes (a build; not the dev server's sources). */
  stable: boolean;
  /** Every public page, its 404 page included (island-pages.ts). */
  islandPages: IslandPages;
  /** The page of the console or the portal: the same for everyone (the session is read in the browser). */
  staffPage(app: StaffApp, url: string): Promise<StaffPage>;
}

export function hasWebBuild(): boolean {
  return (
    existsSync(islandsBuild(webDir).serverEntry) &&
    Object.values(staffPageFiles).every((file) => existsSync(join(clientDir, file)))
  );
}

/** The production renderer: apps/web/dist, loaded once. */
export async function loadWebBuild(): Promise<WebRenderer> {
  if (!hasWebBuild()) throw new Error('The web app is not built: run npm run build.');
  const staffPages = new Map<StaffApp, StaffPage>();
  for (const [app, file] of Object.entries(staffPageFiles) as [StaffApp, string][]) {
    const html = await readFile(join(clientDir, file), 'utf8');
    staffPages.set(app, { html, inlineScripts: inlineScriptHashes(html) });
  }
  return {
    clientDirs: [clientDir, islandsBuild(webDir).clientDir],
    stable: true,
    islandPages: await loadIslandPages(webDir),
    staffPage: async (app) => staffPages.get(app)!,
  };
}
