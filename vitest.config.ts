import { defineConfig } from 'vitest/config';

/**
 * unit: pure code (core/, helpers) — fast, no database.
 * api: anything that talks to a database (`*.api.test.ts`, `*.db.test.ts`): PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set. Each file gets its own database copied from a template migrated once per run.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.ts', 'tests/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/*.db.test.ts', 'tests/e2e/**', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'api',
          include: ['**/*.api.test.ts', '**/*.db.test.ts'],
          exclude: ['node_modules/**', 'build/**'],
          environment: 'node',
          globalSetup: ['tests/setup/database-template.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          // Limits against a hang, not measures of speed (npm run bench is that). A whole run on a slow day took a
          // test that opens four embedded databases to 31.6 s, and two others to 25-27 s.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // PGlite needs ~600 MB per database; two files at a time fit the machine.
          maxWorkers: 2,
          // A worker runs file after file on one module graph instead of importing the server afresh for each (about
          // 1.5 s a file, 80 s a run). Safe because every file builds its own app and database (buildTestApp) and
          // none mocks modules or changes process.env (eslint.config.js refuses both in API tests).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
