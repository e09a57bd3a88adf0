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
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly', process: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
