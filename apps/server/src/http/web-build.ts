import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** apps/web's build: the browser files and the server-render entry. */
export const webDistDir = fileURLToPath(new URL('../../../web/dist/', import.meta.url));
export const webClientDir = `${webDistDir}client`;
const serverEntry = `${webDistDir}server/entry-server.js`;
const templatePath = `${webClientDir}/index.html`;

import type { Render } from '@sme/web/render-types';

export interface WebBuild {
  render: Render;
  template: string;
  clientDir: string;
}

export function hasWebBuild(): boolean {
  return existsSync(serverEntry) && existsSync(templatePath);
}

export async function loadWebBuild(): Promise<WebBuild> {
  if (!hasWebBuild()) throw new Error('The web app is not built: run npm run build.');
  const module = (await import(pathToFileURL(serverEntry).href)) as { render: Render };
  return { render: module.render, template: await readFile(templatePath, 'utf8'), clientDir: webClientDir };
}
