import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Zones are resolved against this folder, not the shell's working directory.
const root = import.meta.dirname;
const subfolders = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const features = subfolders('app/features');

/**
 * A server module's public surface is its index.ts: from outside server/modules/X (another module, the wiring in
 * server/app.ts and services.ts, plugins, tests/), only server/modules/X/index.ts may be imported. The module's own
 * files and tests reach its internals freely. One zone per module, its target everything else.
 */
const serverModules = subfolders('server/modules');
const moduleZones = serverModules.map((module) => ({
  target: [
    ...['app', 'core', 'tests', 'scripts', 'bench'].map((dir) => `./${dir}`),
    ...fs
      .readdirSync(path.join(root, 'server'))
      .filter((name) => name !== 'modules')
      .map((name) => `./server/${name}`),
    ...serverModules.filter((other) => other !== module).map((other) => `./server/modules/${other}`),
  ],
  from: `./server/modules/${module}`,
  except: ['./index.ts'],
  message: `import the ${module} module through server/modules/${module}/index.ts, its public surface`,
}));

/** A relative specifier that climbs to a folder named `server` (not `react-dom/server`, not `x.server`). */
const SERVER_SPECIFIER = '^(?:\\.\\.?/)+server(?:/|$)';

const boundaryZones = [
  {
    target: './core',
    from: ['./app', './server', './tests', './scripts', './bench'],
    message: 'core is pure: no app or server code',
  },
  {
    target: './server',
    from: './app',
    message: 'the server never imports page code (the SSR plugin loads the build)',
  },
  {
    // Resolved paths, so `import type` counts too: the pages never see the database layer.
    target: './app',
    from: './server/db',
    message: 'app never imports server/db, not even its types',
  },
  // shared (components, lib) -> features -> routes
  {
    target: ['./app/components', './app/lib'],
    from: './app/features',
    message: 'app-wide components and lib never import a feature (features build on them)',
  },
  {
    target: ['./app/components', './app/lib', './app/features'],
    from: './app/routes',
    message: 'only routes import routes',
  },
  // One zone per feature folder: everything under app/features except itself.
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: './app/features',
    except: [`./${feature}`],
    message: 'a feature never imports another feature (move shared code to app/lib, app/components or core)',
  })),
  {
    target: './server/integrations',
    from: './server/modules',
    message: 'integrations are behind interfaces: they never import a module',
  },
  {
    target: './server/db/schema',
    from: ['./server/modules', './server/integrations'],
    message: 'the schema never imports modules or integrations',
  },
  ...moduleZones,
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'server/db/migrations/**',
    ],
  },
  // A disable comment that no longer silences anything is an error; tests/lint checks that nothing disables the
  // boundary rules below.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { 'import/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import/no-cycle': 'error',
      // Dependencies point one way (docs/architecture.md, docs/design.md "Layout"); see boundaryZones above.
      'import/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
    },
  },
  {
    // app reaches server only for types. A zone cannot tell `import type` apart, so this matches specifiers.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: SERVER_SPECIFIER, allowTypeImports: true, message: 'app imports server only as types' }],
        },
      ],
      // `import { type A } from '...server...'` keeps a side-effect import under verbatimModuleSyntax.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: `ImportExpression[source.value=/${SERVER_SPECIFIER.replaceAll('/', '\\/')}/]`,
          message: 'app imports server only as types (no dynamic import either)',
        },
      ],
    },
  },
  {
    // No ICU in the shop's process (decision 026): core/en-us.ts writes numbers, dates and name order instead.
    files: ['app/**/*.{ts,tsx}', 'core/**/*.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-globals': ['error', { name: 'Intl', message: 'use core/en-us.ts (decision 026: no ICU)' }],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map((property) => ({
          property,
          message: 'use core/en-us.ts (decision 026: no ICU)',
        })),
      ],
    },
  },
  {
    // Plain Node scripts (build, bench).
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // The API tests share a worker's modules (vitest.config.ts, isolate: false): none may change them for the files
    // after it. Each file gets its own app and database instead, configured through buildTestApp's arguments.
    files: ['**/*.api.test.ts', '**/*.db.test.ts', 'tests/helpers/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'spyOn', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'API test files share modules (isolate: false): give the app what it needs through buildTestApp',
        })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "AssignmentExpression > MemberExpression.left[object.object.name='process'][object.property.name='env']",
          message: 'API test files share one process (isolate: false): pass settings to buildTestApp instead',
        },
      ],
    },
  },
);
