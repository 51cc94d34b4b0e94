import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // Hashed file names under /assets are served with a year-long cache.
    assetsDir: 'assets',
    sourcemap: false,
  },
  ssr: {
    // Bundle the workspace packages into the server entry; keep npm packages external.
    noExternal: [/^@sme\//],
  },
});
