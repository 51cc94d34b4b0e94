import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite/precompress-assets.ts';

/**
 * The console (/admin) and the partners' portal (/partner): an app of their own, built apart from the public site
 * (vite.config.ts), so no module, chunk or dependency of theirs can join a public page's files, and they use tRPC's
 * stock links (the live stream's httpSubscriptionLink) without adding a byte to any public page. Written into the
 * public build's folder after it, under assets/staff/ (served with the same year-long cache), with a manifest of its
 * own; the server sends console.html and portal.html as the apps' pages (web-build.ts).
 */
export default defineConfig({
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: 'dist/client',
    // The public build is there already (npm run build runs it first).
    emptyOutDir: false,
    assetsDir: 'assets/staff',
    sourcemap: false,
    manifest: '.vite/staff-manifest.json',
    rollupOptions: { input: { console: 'console.html', portal: 'portal.html' } },
  },
});
