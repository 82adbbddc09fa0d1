import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));

// The renderer: root renderer/, output dist/renderer, relative base so index.html works from file:// in Electron.
export default defineConfig({
  root: here,
  base: './',
  plugins: [svelte()],
  build: {
    outDir: path.resolve(here, '../dist/renderer'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    host: '127.0.0.1',
    fs: { allow: [path.resolve(here, '..')] },
  },
});
