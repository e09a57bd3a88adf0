// Lint: the recommended JavaScript and TypeScript rules, without type information (fast on 2 cores).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'releases/**', 'data/**', 'e2e/results/**', 'e2e/fixtures/remotes/**', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Types are imported as types, so a bundle never keeps a module for a type alone.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Packages meet only at their entry points (`@cms-mf/…` and its `exports`), never by a path into another package's src/.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared-contracts/src/**', '**/shell/src/**', '**/remotes/*/src/**', '**/site/src/**', '**/release/src/**', '**/bench/src/**', '**/test-support/src/**', '@cms-mf/*/src/**'],
              message: "Import another package through its entry point (`@cms-mf/…`, see its package.json `exports`), not by a path into its src/.",
            },
          ],
        },
      ],
    },
  },
  // The shell's folders are the files a page downloads (shell/rspack.config.ts): boot (shell.js), runtime,
  // loader, operations, and shared for what several carry. A file may take only types from a file it
  // loads later, so a value import never drags one file's code into another's download.
  ...[
    ['shell/src/boot/**', ['runtime', 'loader', 'operations']],
    ['shell/src/runtime/**', ['loader', 'operations']],
    ['shell/src/loader/**', ['runtime', 'operations']],
    ['shell/src/operations/**', ['runtime', 'loader']],
  ].map(([files, later]) => ({
    files: [files],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: later.flatMap((folder) => [`../${folder}/**`, `../../${folder}/**`, `../../../${folder}/**`]),
              allowTypeImports: true,
              message: 'Another file of the shell: import its types only (its code downloads with that file; see shell/rspack.config.ts).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
