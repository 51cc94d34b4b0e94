import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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
          .map(async (fileName) => {
            const path = join(outDir, fileName);
            const bytes = await readFile(path);
            const brotli = brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            });
            await Promise.all([
              writeFile(`${path}.br`, brotli),
              writeFile(`${path}.gz`, gzipSync(bytes, { level: 9 })),
            ]);
          }),
      );
    },
  };
}
