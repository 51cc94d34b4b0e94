// The JavaScript the console and the partners' portal download before staff can work, from their build's manifest
// (apps/web/dist/client/.vite/staff-manifest.json, written by `npm run build`, which npm test runs before vitest): the
// entry and every file it imports. Sizes are what the server sends: the build's brotli copy (static-files.ts serves it
// as it is), or brotli at @fastify/compress's quality without one. The public pages are islands pages, with budgets of
// their own from their own build (apps/server/test/pages/island-pages.test.ts); here, that build holds none of the
// staff apps' code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const clientDir = fileURLToPath(new URL('../dist/client/', import.meta.url));
/** The console's and the portal's build (vite.staff.config.ts). */
const staffManifestPath = `${clientDir}.vite/staff-manifest.json`;
/** The public pages' islands build (astro.config.ts): their browser files. */
const islandsDir = fileURLToPath(new URL('../dist/islands/client/assets/islands/', import.meta.url));

/** Staff open the console on a desk or a phone many times a day: its code is cached after the first load. */
const STAFF_BUDGET_BYTES = 200 * 1000;

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function readManifest(path = staffManifestPath): Record<string, ManifestChunk> {
  if (!existsSync(path)) throw new Error(`${path} is missing: run npm run build first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
}

/** The chunk and everything it imports statically (the browser's modulepreload closure). */
function closure(manifest: Record<string, ManifestChunk>, key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
}

function sentBytes(file: string): number {
  const precompressed = `${clientDir}${file}.br`;
  if (existsSync(precompressed)) return readFileSync(precompressed).length;
  return brotliCompressSync(readFileSync(`${clientDir}${file}`), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
  }).length;
}

describe('the builds', () => {
  it('have a brotli copy of every script and stylesheet, identical to the file once decompressed', () => {
    const staffFiles = Object.values(readManifest()).map((chunk) => `${clientDir}${chunk.file}`);
    const islandFiles = readdirSync(islandsDir)
      .filter((file) => /\.(js|css)$/.test(file))
      .map((file) => `${islandsDir}${file}`);
    expect(islandFiles.length).toBeGreaterThan(10);
    const files = [...staffFiles, ...islandFiles];
    expect(files.filter((file) => !existsSync(`${file}.br`))).toEqual([]);
    const stale = files.filter((file) => !brotliDecompressSync(readFileSync(`${file}.br`)).equals(readFileSync(file)));
    expect(stale).toEqual([]);
  });
});

describe("first load of the console and the partners' portal", () => {
  const manifest = readManifest(staffManifestPath);

  it.each(['console.html', 'portal.html'])('%s: at most 200 kB of JavaScript compressed', (page) => {
    const files = [...closure(manifest, page)].filter((file) => file.endsWith('.js'));
    const bytes = files.reduce((sum, file) => sum + sentBytes(file), 0);
    const figures = `${page}: ${bytes.toLocaleString('en-GB')} bytes in ${files.length} requests (${files.join(', ')})`;
    console.log(figures);
    expect(bytes, figures).toBeLessThanOrEqual(STAFF_BUDGET_BYTES);
  });

  it("the public pages' build holds none of their code", () => {
    // Their loading words are in no script of the islands...
    const words = ['Loading the console...', 'Loading your partner portal...'];
    const scripts = readdirSync(islandsDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const holding = scripts.filter((file) =>
      words.some((word) => readFileSync(`${islandsDir}${file}`, 'utf8').includes(word)),
    );
    expect(holding).toEqual([]);
    // ...and what it looks for is there to find, in their own build.
    const staffScripts = Object.values(manifest).filter((chunk) => chunk.file.endsWith('.js'));
    const staffText = staffScripts.map((chunk) => readFileSync(`${clientDir}${chunk.file}`, 'utf8')).join('');
    expect(words.every((word) => staffText.includes(word))).toBe(true);
  });
});
