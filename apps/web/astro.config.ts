// The public pages that have moved to islands (issue 46): rendered to HTML by Astro, with only their live parts
// hydrating, each on its own (docs/decisions/public-site-islands.md). The Fastify server renders them through its own
// adapter (src/islands/adapter), in front of which it keeps every route, header, cache rule and policy of its own.
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, passthroughImageService } from 'astro/config';
import { fastifyAdapter } from './src/islands/adapter/integration.ts';
import { islandChunks } from './vite/island-chunks.ts';
import { precompressAssets, precompressIslandFiles } from './vite/precompress-assets.ts';

export default defineConfig({
  srcDir: './src/islands',
  outDir: './dist/islands',
  // The site's public files are the single-page build's (dist/client), served once; none are copied here.
  publicDir: './src/islands/no-public-files',
  output: 'server',
  // Pictures are served as they are stored (stored-images.ts); Astro's image service would need sharp.
  image: { service: passthroughImageService() },
  adapter: fastifyAdapter(),
  // Islands render to a string, not a stream: a part of an island whose code loads later
  // (flows/shared/later-part.ts) is preloaded by its page and rendered in place; React's stream put such a part's
  // finished HTML at the end of the island, with an inline script to move it there.
  // The stylesheet, which Astro's server build writes, gets its compressed copies once the build is done.
  integrations: [react({ experimentalDisableStreaming: true }), precompressIslandFiles()],
  // Hashed files under /assets/ get the server's year-long cache, as the rest of the build's.
  build: { assets: 'assets/islands' },
  // The server adds the site's own headers and policy; Astro's dev toolbar and its telemetry have no place there.
  devToolbar: { enabled: false },
  // Brotli and gzip copies of every script and stylesheet, sent as they are (static-files.ts), as the app's build.
  // (Astro writes no manifest of its client build: the budget test follows the built files' imports instead.)
  // The islands' shared code in one file rather than many (vite/island-chunks.ts says why).
  vite: {
    plugins: [tailwindcss(), precompressAssets(), islandChunks()],
  },
});
