import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'var/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      // Paraglide's compiled messages (npm run i18n), made from packages/i18n/messages.
      'packages/i18n/src/paraglide/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
      // Imports flow one way: domain <- server, domain <- web; shared -> features -> app; features stay apart.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'packages/domain',
              from: 'apps',
              message: 'The domain package has no I/O and knows no app.',
            },
            { target: 'apps/server', from: 'apps/web' },
            { target: 'apps/web', from: 'apps/server' },
            {
              target: 'apps/web/src/features',
              from: 'apps/web/src/app',
              message: 'Features do not import the app.',
            },
            { target: 'apps/web/src/lib', from: ['apps/web/src/features', 'apps/web/src/app'] },
            { target: 'apps/web/src/components', from: ['apps/web/src/features', 'apps/web/src/app'] },
            ...features.map((name) => ({
              target: `${featuresDir}/${name}`,
              from: featuresDir,
              except: [`./${name}`],
              message: 'Features do not import each other; compose them in a route.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.{js,mjs,ts}', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
