import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const MAX_FEATURE_DEPTH = 4;
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
  // Type-aware rules (typescript-eslint's strictTypeChecked, the ones that catch real bugs here): promises left
  // floating or handed where a callback's result is ignored, awaits of non-promises, assertions the types already
  // prove, and throws of non-errors.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/api/vitest.config.ts', 'packages/*/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      }, },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
    },
  },
  {
    // Tests name the element they expect (`getByRole(...) as HTMLInputElement`) for the reader, even where the
    // type argument would do.
    files: ['**/*.test.{ts,tsx}', 'apps/api/src/test/**'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
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
  // app.ts registers each API module from its entry.ts (routes and plugins) and may read its index.ts (the face
  // other modules import); nothing deeper.
  {
    files: ['apps/api/src/app.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./modules/[^/]+/(?!(entry|index)\\.ts$)',
              message: 'Register an API module from its entry.ts; read it through its index.ts.',
            },
          ],
        },
      ],
    },
  },
  // No import cycles (import-x's no-cycle; `import type` does not count, as TypeScript erases it). A cycle makes
  // the load order decide which side sees the other half-initialised, and it hides what an API module rests on:
  // each module's index.ts leaves out its routes and plugins (its entry.ts, for app.ts), and what several modules
  // share sits below them all (bus/, lib/, the profile's candidate visibility).
  {
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // apps/web: a feature under apps/web/src/features is reached by other features, and by app/ and components/,
  // only through the files at its root (index.ts; panel.ts where a deferred part must stay out of the first load),
  // never its folders (bulletproof-react's rule), so a feature's folders stay its own. Same depth trick as above.
  ...Array.from({ length: MAX_FEATURE_DEPTH }, (_, index) => index + 1).map((depth) => ({
    files: [`apps/web/src/features/${'*/'.repeat(depth)}*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: `^${'\\.\\./'.repeat(depth)}[^./][^/]*/[^/]+/`, message: 'Import another feature through its index.ts.' },
            { regex: '^(\\.\\./)+features/[^/]+/[^/]+/', message: 'Import a feature through its index.ts.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/{app,components,lib,hooks}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+features/[^/]+/[^/]+/', message: 'Import a feature through its index.ts.' }] },
      ],
    },
  },
  // Shared code (components/, lib/, hooks/) sits below the features: it imports none, not even through an
  // index.ts. What a shared piece needs from a feature (the top bars need auth and notifications) lives in app/,
  // which composes the features (app/layout/). Later than the block above, so for these folders this one's
  // patterns are the ones that apply.
  {
    files: ['apps/web/src/{components,lib,hooks}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+features(/|$)',
              message: 'Shared code sits below the features: put what needs a feature in app/ (app/layout/).',
            },
          ],
        },
      ],
    },
  },
  // Thin routes (docs/ARCHITECTURE.md, "Module shape"): a routes file validates, authorises through the policy,
  // calls the service and presents. It imports no repository and no kysely (types aside), and builds no query.
  {
    files: ['apps/api/src/**/*routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', allowTypeImports: true, message: 'A route builds no query: put it in the repository, behind the service.' }],
          patterns: [
            {
              regex: '(^|/)([^/]*[.-])?repository(\\.ts)?$',
              allowTypeImports: true,
              message: 'A route calls the service, never the repository (docs/ARCHITECTURE.md, "Module shape").',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|transaction)$/]',
          message: 'A route builds no query and runs no transaction: the service does.',
        },
      ],
    },
  },
  prettier,
);
