import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          // Files that need a DOM are the component project's (below).
          exclude: ['**/node_modules/**', 'apps/web/src/**/*.component.test.tsx'],
          environment: 'node',
        },
      },
      {
        // The web app's components in a DOM (happy-dom): Testing Library, the app's real i18next with its own
        // texts in Serbian and English, and MSW at the network edge answering with bodies the shared zod schemas
        // accept (ADR 045). Files are named *.component.test.tsx.
        test: {
          name: 'component',
          include: ['apps/web/src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test-support/setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          // The simulators' own tests (apps/simulators, ADR 050) run here beside the driver tests that mount them.
          include: ['apps/server/src/**/*.test.{ts,tsx}', 'apps/simulators/src/**/*.test.ts'],
          environment: 'node',
          // The migrated databases every file copies (apps/server/src/test/templates.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Light password hashes (modules/auth/passwords.ts); the production parameters are tested there.
          env: { ATELJE_TEST_FAST_HASH: '1' },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file builds its own application and database. Files wait on timers, jobs and sockets about half
          // the time, so three at a time keep two cores busy (measured: two left a core idle).
          maxWorkers: 3,
          fileParallelism: true,
          // A worker imports the server once for all the files it runs (each file still builds its own app and
          // database): on a quiet two-core machine the PGlite pass took 327 s instead of 602 s and the PostgreSQL
          // pass 240 s instead of 505 s (ADR 046). Module state a file changes must therefore be put back by it.
          isolate: false,
        },
      },
    ],
  },
});
