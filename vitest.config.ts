import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.{ts,tsx}'],
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
        },
      },
    ],
  },
});
