import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite/precompress-assets.ts';
import { reactSyncExternalStore } from './vite/react-sync-external-store.ts';

/**
 * The console (/admin) and the partners' portal (/partner): an app of their own, built apart from the public site (the
 * islands, astro.config.ts), so no module, chunk or dependency of theirs can join a public page's files, and they use
 * tRPC's stock links (the live stream's httpSubscriptionLink) without adding a byte to any public page. Written under
 * dist/client/assets/staff/ (served with the same year-long cache) with a manifest of their own, beside the site's
 * public files (apps/web/public, copied as they are); the server sends console.html and portal.html as the apps' pages
 * (web-build.ts).
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  // React's own useSyncExternalStore for the shim wouter imports (vite/react-sync-external-store.ts).
  resolve: { alias: [reactSyncExternalStore] },
  build: {
    outDir: 'dist/client',
    assetsDir: 'assets/staff',
    sourcemap: false,
    manifest: '.vite/staff-manifest.json',
    rollupOptions: { input: { console: 'console.html', portal: 'portal.html' } },
  },
});
