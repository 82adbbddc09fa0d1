// The linter for the whole tree (run by `npm test` through `npm run lint`).
// Syntax-level rules only: the type checker (tsc, svelte-check) already runs over every file.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'dist-electron/',
      'release/',
      'test-results/',
      'playwright-report/',
      '.electron-native/',
      '.cache/',
      '.dev-data/',
      'assets/',
      'tests/fixtures/',
      'tests/scenarios/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // An unused name is a leftover; a leading underscore says it is meant.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // French typography puts narrow no-break spaces inside the screen's sentences.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
      // A Map or Set local to a function, or a memo a component keeps on purpose, is not screen state:
      // what must be reactive is declared with $state.
      'svelte/prefer-svelte-reactivity': 'off',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    // The rules engine parses untrusted input once at its door (src/engine/parse.ts); inside, everything is typed.
    files: ['src/engine/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },
);
