// svelte-check and vite-plugin-svelte read this. Svelte 5 understands TypeScript in <script lang="ts"> natively.
export default {
  compilerOptions: { runes: true },
};
