import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Render, RenderOptions, RenderResult } from '@sme/web/render-types';

/** apps/web: its sources (for the dev server) and its build (browser files and the server-render entry). */
export const webDir = fileURLToPath(new URL('../../../web/', import.meta.url));
const clientDir = `${webDir}dist/client`;
const serverEntry = `${webDir}dist/server/entry-server.js`;
const templatePath = `${clientDir}/index.html`;

/** Renders a page into a full HTML document. */
export interface WebRenderer {
  /** Built browser files to serve, when there is a build. */
  clientDir?: string;
  renderPage(options: RenderOptions): Promise<{ status: number; html: string }>;
}

export function hasWebBuild(): boolean {
  return existsSync(serverEntry) && existsSync(templatePath);
}

/**
 * The page around the render: the template's own scripts get the request's nonce, then each slot gets its part in
 * one pass. A function replacer, so a visitor's `$'` or `$&` is text, not a pattern; one pass, so a part that
 * holds a slot's marker (a blog post's body could) is never filled again.
 */
export function fillTemplate(template: string, result: RenderResult, nonce: string): string {
  const parts: Record<string, string> = { head: result.head, html: result.appHtml, state: result.stateScript };
  return template
    .replace(/<script\b/g, () => `<script nonce="${nonce}"`)
    .replace(/<!--app-(head|html|state)-->/g, (marker, slot: string) => parts[slot] ?? marker);
}

/** The production renderer: apps/web/dist, loaded once. */
export async function loadWebBuild(): Promise<WebRenderer> {
  if (!hasWebBuild()) throw new Error('The web app is not built: run npm run build.');
  const { render } = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  const template = await readFile(templatePath, 'utf8');
  return {
    clientDir,
    renderPage: async (options) => {
      const result = await render(options);
      return { status: result.status, html: fillTemplate(template, result, options.nonce) };
    },
  };
}
