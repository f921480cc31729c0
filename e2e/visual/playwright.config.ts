// A visual check for changes that should not change how the site looks (CSS consolidation, shared layout
// components): `npm run visual -- --update-snapshots` on the commit before the change takes the baseline into
// .tmp/visual (this machine's fonts and Chromium; nothing is committed), `npm run visual` after the change compares
// every page at 375 and 1440 px against it. Not part of `npm test`: a deliberate design change would fail it.
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'visual.check.ts',
  outputDir: path.join(root, `test-results-visual-${port}`),
  snapshotPathTemplate: path.join(
    root,
    `.tmp/visual-${process.env.VISUAL_BASELINE ?? 'baseline'}/{projectName}/{arg}{ext}`,
  ),
  retries: 0,
  timeout: 120_000,
  reporter: [['list']],
  expect: { timeout: 20_000, toHaveScreenshot: { maxDiffPixels: 0, animations: 'disabled', caret: 'hide' } },
  projects: (base.projects ?? []).map((project) => ({
    ...project,
    grepInvert: undefined,
    testIgnore: undefined,
  })),
});
