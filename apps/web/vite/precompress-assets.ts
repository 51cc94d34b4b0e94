import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Plugin } from 'vite';

/**
 * Brotli (quality 11) and gzip copies of each built script and stylesheet, served as they are by the server
 * (static-files.ts): smaller than what it could compress per request, and no CPU spent on them per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'sme:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // From the written files: Vite finishes the chunks (their preload lists) after the bundle is generated.
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => /\.(js|css)$/.test(fileName))
          .map((fileName) => writeCompressedCopies(join(outDir, fileName))),
      );
    },
  };
}

/**
 * The same copies for every script and stylesheet under `dir` that has none yet, once a build has finished: the
 * islands' stylesheet is written by Astro's server build and moved to the browser's files, past the plugin above.
 */
export async function precompressFolder(dir: string) {
  const files = await readdir(dir, { recursive: true });
  const names = new Set(files);
  await Promise.all(
    files
      .filter((file) => /\.(js|css)$/.test(file) && !names.has(`${file}.br`))
      .map((file) => writeCompressedCopies(join(dir, file))),
  );
}

/** For the islands' build: what the plugin missed, copied once Astro has put every browser file in its place. */
export function precompressIslandFiles(): AstroIntegration {
  return {
    name: 'sme:precompress-island-files',
    hooks: { 'astro:build:done': ({ dir }) => precompressFolder(fileURLToPath(dir)) },
  };
}

async function writeCompressedCopies(path: string) {
  const bytes = await readFile(path);
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 }))]);
}
