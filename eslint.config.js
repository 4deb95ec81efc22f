import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const MAX_MODULE_DEPTH = 4;

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
  // so its folders stay free to change. A file N folders deep in its module leaves it with N '../', hence one
  // block per depth (a module's folders go at most MAX_MODULE_DEPTH deep).
  ...Array.from({ length: MAX_MODULE_DEPTH }, (_, index) => index + 1).map((depth) => ({
    files: [`apps/api/src/modules/${'*/'.repeat(depth)}*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${'\\.\\./'.repeat(depth)}[^./][^/]*/(?!index\\.ts$)`,
              message: 'Import another API module through its index.ts.',
            },
          ],
        },
      ],
    },
  })),
  prettier,
);
