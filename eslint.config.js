import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

// An island's ids from React's useId differ between its server render and the browser (use-island-id.ts says why).
const islandIds = {
  name: 'react',
  importNames: ['useId'],
  message: 'Use useIslandId (src/app/use-island-id.ts): the same id in the server render and the browser.',
};
// Test helpers live behind their own entry (@sme/db/testing, @sme/api/testing); what ships never loads them.
const testingOnly = {
  group: ['@sme/*/testing', '**/testing.ts'],
  message: 'Test helpers are for tests and benchmarks only.',
};

// The web app's features: each page (pages/<name>), each flow (flows/<name>, flows/shared aside) and the console.
// They meet only through app/ (the route table loads them) and shared code, which imports no feature, so a feature
// can move, change or go without touching another. Shared code: ui/, layout/, forms/, blog/, consent/,
// flows/shared/ and app/'s helpers. Read from the folders, so a new page or flow is a feature without a change here.
const webSrc = 'apps/web/src';
const foldersIn = (folder) =>
  readdirSync(join(import.meta.dirname, webSrc, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${webSrc}/${folder}/${entry.name}`);
const features = [
  `${webSrc}/admin`,
  ...foldersIn('pages'),
  ...foldersIn('flows').filter((folder) => folder !== `${webSrc}/flows/shared`),
];
const sharedCode = [
  ...['ui', 'layout', 'forms', 'blog', 'consent', 'flows/shared'].map((folder) => `${webSrc}/${folder}`),
  // app/'s helpers; the route table is the one part of app/ that loads features.
  ...readdirSync(join(import.meta.dirname, webSrc, 'app'))
    .filter((file) => file !== 'routes.ts')
    .map((file) => `${webSrc}/app/${file}`),
];
const featureZones = [
  {
    target: sharedCode,
    from: features,
    message: 'Shared code imports no page, flow or console: move what both need to a shared module (ui/, forms/...).',
  },
  ...features.map((feature) => ({
    target: feature,
    from: features.filter((other) => other !== feature),
    message: 'A feature imports no other page, flow or console: they meet through app/ or a shared module.',
  })),
  {
    // The route table loads every page: anything else that imported it (or the shell that renders it) would too.
    target: [...features, ...sharedCode.filter((path) => !/\/app\/(App|Root)\.tsx$/.test(path))],
    from: [`${webSrc}/app/routes.ts`, `${webSrc}/app/App.tsx`, `${webSrc}/app/Root.tsx`],
    message: 'Only the entries and the app shell load the route table.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      // Astro's generated types (astro build, astro sync).
      '**/.astro/',
      'data/',
      'packages/db/src/generated/',
      'test-results/',
      'test-reports/',
      'test-data/',
      'playwright-report/',
    ],
  },
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
    // A cycle makes a module's meaning depend on which side is loaded first; none are allowed.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Workspace packages are ours: followed (to their source, through `exports`) while npm packages are skipped.
      'import-x/internal-regex': '^@sme/',
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testingOnly] }] },
  },
  {
    // The browser app may import only types from the API and the shared domain package.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@sme/db', message: 'The browser never talks to the database.' }, islandIds],
          patterns: [
            { group: ['@sme/api', '@sme/api/*'], allowTypeImports: true, message: 'Import only types from @sme/api.' },
            testingOnly,
          ],
        },
      ],
    },
  },
  {
    // The console and the portal are not islands: React's own useId is right there.
    files: [
      'apps/web/src/admin/**/*.{ts,tsx}',
      'apps/web/src/partner/**/*.{ts,tsx}',
      'apps/web/src/app/use-island-id.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@sme/db', message: 'The browser never talks to the database.' }],
          patterns: [
            { group: ['@sme/api', '@sme/api/*'], allowTypeImports: true, message: 'Import only types from @sme/api.' },
            testingOnly,
          ],
        },
      ],
    },
  },
  {
    // Routers call services, never the other way round: what both need (label maps, field types) lives in
    // packages/domain, so a service can be used without loading the HTTP layer.
    files: ['packages/api/src/services/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'packages/api/src/services',
              from: 'packages/api/src/routers',
              message: 'A service imports nothing from the routers: move what both need to packages/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '@prisma/*'],
              message: 'The API never imports React or Prisma directly: use @sme/db.',
            },
            testingOnly,
          ],
        },
      ],
    },
  },
);
