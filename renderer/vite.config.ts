import { defineConfig, type Plugin } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { writeBuildInputs } from '../src/web/build-inputs.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
/** What the last renderer build was made from (read by `npm run web`, src/web/launch.mjs): outside the served folder. */
export const RENDERER_INPUTS = path.join(root, 'dist/renderer-inputs.json');

/**
 * The entry (main.ts) opens the host's socket, then imports the screens' code: index.html asks for that
 * code at once (modulepreload, with its styles), so that it downloads while the entry starts.
 */
function preloadFirstScreen(): Plugin {
  return {
    name: 'fmh-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return;
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
        if (!entry || entry.type !== 'chunk') return;
        // what the entry imports statically, vite already asks for
        const seen = new Set<string>([...entry.imports, ...(entry.viteMetadata?.importedCss ?? [])]);
        const tags: { tag: string; attrs: Record<string, string | boolean>; injectTo: 'head' }[] = [];
        const add = (file: string) => {
          const c = bundle[file];
          if (seen.has(file) || !c || c.type !== 'chunk') return;
          seen.add(file);
          for (const css of c.viteMetadata?.importedCss ?? [])
            if (!seen.has(css) && seen.add(css))
              tags.push({
                tag: 'link',
                attrs: { rel: 'stylesheet', crossorigin: true, href: `./${css}` },
                injectTo: 'head',
              });
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `./${file}` },
            injectTo: 'head',
          });
          c.imports.forEach(add);
        };
        entry.dynamicImports.forEach(add);
        return tags;
      },
    },
  };
}

/** Records every file the build read (and the mode) once it is written: see src/web/build-inputs.mjs. */
function recordInputs(mode: string): Plugin {
  const configFiles = [
    'renderer/vite.config.ts',
    'renderer/svelte.config.js',
    'renderer/index.html',
    'package-lock.json',
  ];
  return {
    name: 'fmh-record-inputs',
    apply: 'build',
    writeBundle() {
      const ids = [...this.getModuleIds()].map((id) => id.split('?')[0]!).filter((id) => !id.startsWith('\0'));
      writeBuildInputs(root, RENDERER_INPUTS, mode, [...ids, ...configFiles.map((f) => path.join(root, f))]);
    },
  };
}

// The renderer: root renderer/, output dist/renderer, relative base so index.html works from file:// in Electron.
export default defineConfig(({ mode }) => ({
  root: here,
  base: './',
  plugins: [svelte(), preloadFirstScreen(), recordInputs(mode)],
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
}));
