// No serious or critical axe violation on the public pages a visitor sees first.
import { test } from '@playwright/test';
import { expectAccessible, scrollToEnd } from './support';

test.use({ locale: 'sr-RS' });

const pages = [
  ['home', '/'],
  ['course list', '/svi-kursevi'],
  ['course detail', '/courses/1'],
  ['instructor', '/instructors/1'],
  ['e-book', '/ebooks/1'],
] as const;

for (const [name, path] of pages) {
  test(`${name} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    // Every part of the page, also those rendered only near the screen (the home page's sections, whose chunk
    // comes once the visitor scrolls; their placeholder counts as a part still waiting, so scrollToEnd waits for it).
    await scrollToEnd(page);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page);
  });
}
