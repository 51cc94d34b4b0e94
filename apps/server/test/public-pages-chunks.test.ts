import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasWebBuild } from '../src/http/web-build.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// A visitor's page names (loads, preloads) only public code: the console's and the partners' portal's code is for
// signed-in staff and partners, and on a public page it would be bytes every visitor pays for and code an outsider
// reads without signing in. Read from the served HTML, as the browser reads it, against their build's manifest.

/** The console's and the portal's own build (apps/web/vite.staff.config.ts), written beside the site's. */
const staffManifestPath = fileURLToPath(new URL('../../web/dist/client/.vite/staff-manifest.json', import.meta.url));

/** The built files only the console and the partners' portal load: every file of their own build. */
function signedInOnlyFiles(): Set<string> {
  const manifest = JSON.parse(readFileSync(staffManifestPath, 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  return new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
}

/** Every script or stylesheet under /assets/ the page's HTML names. */
const namedAssets = (html: string) =>
  [...html.matchAll(/\/assets\/([^"'\s>)]+\.(?:js|css))/g)].map((match) => `assets/${match[1]!}`);

describe("public pages' HTML", () => {
  let server: TestServer;
  let paths: string[];
  beforeAll(async () => {
    if (!hasWebBuild()) throw new Error('Build the web app first: npm run build');
    server = await startTestServer('pglite', { pages: true });
    // Every page the sitemap lists (what a visitor or a crawler finds), and the 404 page.
    const sitemap = await server.app.inject({ method: 'GET', url: '/sitemap.xml' });
    paths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    paths.push('/no-such-page');
  });
  afterAll(() => server?.close());

  it('names none of the console’s or the partners’ portal’s files, on any public page', async () => {
    const signedInOnly = signedInOnlyFiles();
    // What it looks for is there to find: the console's own code is among the files.
    expect([...signedInOnly].some((file) => file.startsWith('assets/staff/console-'))).toBe(true);
    expect(paths.length).toBeGreaterThan(15);
    const found: string[] = [];
    let named = 0;
    for (const path of paths) {
      const res = await server.app.inject({ method: 'GET', url: path });
      expect([200, 404], path).toContain(res.statusCode);
      const assets = namedAssets(res.body);
      named += assets.length;
      found.push(...assets.filter((asset) => signedInOnly.has(asset)).map((asset) => `${path} names ${asset}`));
    }
    // The pages do name their own code: a page naming nothing would pass for the wrong reason.
    expect(named).toBeGreaterThan(paths.length);
    expect(found).toEqual([]);
  });
});
