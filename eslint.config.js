import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// import-x resolves TypeScript files (its defaults know only .js), so the zones and no-cycle below see
// every import of the tree, `@gh/*` packages through their package.json exports too.
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx'];

const featuresDir = 'apps/web/src/features';
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const modulesDir = 'apps/server/src/modules';
const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Imports flow one way: domain <- server, domain <- web; shared -> features -> app; features stay apart.
const sharedZones = [
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
];

// The server's floors (decision 035): lib, db and mail know no module; a module meets another only
// through its index.ts; app.ts composes and nothing imports it. Tests may reach further (below).
const serverZones = [
  {
    target: ['apps/server/src/lib', 'apps/server/src/db', 'apps/server/src/mail'],
    from: modulesDir,
    message: 'lib, db and mail import nothing from modules: a module takes them, never the other way.',
  },
  ...modules.map((name) => ({
    target: `${modulesDir}/${name}`,
    from: modulesDir,
    except: [`./${name}`, ...modules.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
    message: 'A module imports another only through its index.ts (its front door).',
  })),
  {
    target: ['apps/server/src/*/**', 'apps/server/src/!(server).ts'],
    from: 'apps/server/src/app.ts',
    message: 'Nothing imports app.ts, which composes: shared types are in src/types.ts.',
  },
];
const serverTests = ['apps/server/**/*.test.ts', 'apps/server/test/**'];

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
      'import-x/no-restricted-paths': ['error', { zones: [...sharedZones, ...serverZones] }],
    },
  },
  {
    // Resolution of TypeScript imports, and with it no-cycle, for the whole tree.
    settings: {
      'import-x/extensions': extensions,
      'import-x/resolver-next': [createNodeResolver({ extensions })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Tests build the app and may reach into a module's internals (prefer its index.ts).
    files: serverTests,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: sharedZones }] },
  },
  {
    // Web tests check what a page shows with the pieces composed, as a route composes them (the
    // privacy page lists what other features store; the route table names every page).
    files: ['apps/web/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: sharedZones.filter((zone) => !zone.target.startsWith('apps/web/src/')) },
      ],
    },
  },
  {
    // The browser's cart store driven against the real server (spec section 4) imports the web app's store.
    files: ['apps/server/test/cart-store.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: sharedZones.filter((zone) => !(zone.target === 'apps/server' && zone.from === 'apps/web')) },
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
      // The site has its own router (lib/router, issue 28 item 10, decision 054): React Router's data
      // router weighed some 20 KB on every first visit.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: 'Use the site’s router in lib/router.' }],
          patterns: [
            {
              group: ['react-router/*', 'react-router-dom'],
              message: 'Use the site’s router in lib/router.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.{js,mjs,ts}', 'scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
