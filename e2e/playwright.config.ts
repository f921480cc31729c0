import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// Per port, so that runs on different E2E_PORTs do not share one academy.
const dataDir = port === 3100 ? '.tmp/e2e-data' : `.tmp/e2e-data-${port}`;
// A local OpenID Connect issuer standing in for Google (e2e/oidc-issuer.ts), on the port 1000 above the app's.
const issuerPort = port + 1000;
export const issuerURL = `http://127.0.0.1:${issuerPort}`;

// Debian's old headless shell (`chromium-headless-shell`, the build Playwright itself runs headless) where it is
// installed: the same engine without the full browser's windowing layers, it ran the same journeys about a fifth
// faster on two cores (docs/benchmarks.md). The full `chromium` otherwise.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, port === 3100 ? 'test-results' : `test-results-${port}`),
  fullyParallel: false,
  // Three browsers share the two cores with the server; with two, a core stood idle half the run.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  // A CI machine may be several times slower than a developer's (stop 25 ran the journeys at a third of this
  // machine's speed): the waits are polls, so a longer bound costs nothing when the page is ready.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]],
  use: {
    baseURL,
    // Recording a trace costs every test a third of its time (screencast frames and DOM snapshots at each step;
    // measured on 44 phone journeys: 177 s → 122 s). CI records it for the retry of a failed test; a developer's
    // run (no retries) keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // The visitor asked for less motion: no autoplaying carousels and videos, no smooth scrolling. Drawing them
    // in software cost three browsers on two cores about a fifth of the run. The journeys about motion itself
    // (sales pages' hash scroll, the lesson player, the thank-you trailer, smooth scrolling) ask for it back.
    reducedMotion: 'reduce',
  },
  // Which size runs what is chosen here, not by skipping at run time: a journey tagged `@desktop-only` (a server
  // flow the phone would only repeat, or one that sets its own widths) runs in the desktop project, the
  // first-screen measures (Lighthouse's phone) in the phone project. No test is skipped.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromium },
    },
  ],
  forbidOnly: !!process.env.CI,
  webServer: [
    {
      // A fresh academy for every run: a copy of the demo seed made once a day (scripts/e2e-academy.mjs), the outbox
      // mail driver, generous login limits.
      command: `node scripts/e2e-academy.mjs ${dataDir} && node scripts/start.mjs`,
      cwd: root,
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        MAIL_DRIVER: 'outbox',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_PER_IP: '1000',
        // POST /api/test/clock makes watch time pass for the journeys that complete lessons (ADR 025); refused
        // for a real academy.
        TEST_CLOCK: 'true',
        // The journeys register many learners from one address; the captcha step is shown by auth.spec.ts.
        REGISTER_RATE_LIMIT_PER_HOUR: '100000',
        REGISTER_CAPTCHA_AFTER: '100000',
        // Past five wrong passwords an account asks for the captcha (auth.spec.ts shows it; right ones never count),
        // and all of them come from 127.0.0.1, so the limit per account and address stays out of the way.
        LOGIN_CAPTCHA_AFTER: '5',
        // The browser solves a light proof of work (the production difficulty is the server tests' and the
        // captcha driver's, drivers/captcha).
        CAPTCHA_COST: '50',
        CAPTCHA_MAX_COUNTER: '50',
        LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000',
        GOOGLE_CLIENT_ID: 'atelje-test-client',
        GOOGLE_CLIENT_SECRET: 'atelje-test-client-secret-0123456789',
        GOOGLE_ISSUER: issuerURL,
      },
    },
    {
      command: 'npx tsx e2e/oidc-issuer.ts',
      cwd: root,
      url: `${issuerURL}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_PORT: String(issuerPort), OIDC_REDIRECT_URI: `${baseURL}/api/auth/google/callback` },
    },
  ],
});
