import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'e2e/artifacts/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // apps/api: a module under apps/api/src/modules reaches another only through that module's public index.ts,
  // so its folders stay free to change. Deep imports into the modules that have one (jobs, matching, community,
  // profile) are refused; the files' depth decides how many '../' leave the module, hence one pattern per depth.
  {
    files: ['apps/api/src/modules/*/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(jobs|matching|community|profile)/(?!index\\.ts$)', message: "Import another API module through its index.ts." }] }],
    },
  },
  {
    files: ['apps/api/src/modules/*/*/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./\\.\\./(jobs|matching|community|profile)/(?!index\\.ts$)', message: "Import another API module through its index.ts." }] }],
    },
  },
  prettier,
);
