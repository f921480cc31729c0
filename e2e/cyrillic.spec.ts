// Serbian in Cyrillic (issue 23 item 2, ADR 082), at 375 and 1440 px: the home page and a course page rendered by the
// server in Cyrillic (<html lang="sr-Cyrl">, hreflang alternates, course texts from the API transliterated) and
// hydrated without a difference; a query typed in Cyrillic, "дизајн", finds the Dizajn courses; a signed-in learner
// switches the script with the Lat/Ћир toggle (remembered for the next page) and reaches checkout in Cyrillic.
import { expect, type Page, test } from '@playwright/test';
import { toCyrillic } from '../packages/shared/src/text/transliterate';
import { addToCart, apiLearner, shot, signInBrowser, untilLive } from './support';

/** The demo's "Osnove dizajna enterijera". */
const COURSE = 1;
const cyr = (text: string) => toCyrillic(text);

/** The search box: in the bar on a desktop, in the menu's drawer on a phone. */
async function searchBox(page: Page) {
  await untilLive(page);
  const menu = page.getByRole('button', { name: cyr('Otvori meni') });
  await expect(
    menu.or(page.getByRole('banner').getByRole('navigation')).filter({ visible: true }).first(),
  ).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    return page.getByRole('dialog', { name: cyr('Meni') }).getByRole('combobox', {
      name: cyr('Pretraži kurseve i predavače'),
    });
  }
  return page.getByRole('banner').getByRole('combobox', { name: cyr('Pretraži kurseve i predavače') });
}

test('the home page and a course page in Cyrillic, rendered by the server', async ({ page, request }) => {
  const hydration: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('atelje: hydration')) hydration.push(message.text());
  });
  const html = await (await request.get('/?lng=sr-Cyrl')).text();
  expect(html).toContain('<html lang="sr-Cyrl"');
  expect(html).toMatch(/hreflang="sr-Cyrl" href="[^"]*\?lng=sr-Cyrl"/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\?lng=sr-Cyrl"/);
  // The server's markup is already Cyrillic, and the course titles in it too.
  expect(html).toContain(cyr('Osnove dizajna enterijera'));

  await page.goto('/?lng=sr-Cyrl');
  await untilLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0400-\u04ff]/);
  await shot(page, 'cyrillic-home');

  await page.goto(`/courses/${COURSE}?lng=sr-Cyrl`);
  await untilLive(page);
  const detail = page.getByTestId('course-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Основе дизајна ентеријера');
  await expect(page.getByRole('button', { name: cyr('Dodaj u korpu') }).first()).toBeVisible();
  await expect(page).toHaveTitle(/Основе дизајна ентеријера/);
  await shot(page, 'cyrillic-course');
  expect(hydration).toEqual([]);
});

test('a query typed in Cyrillic finds the Dizajn courses', async ({ page, request }) => {
  const answer = await (
    await request.get(`/api/search?query=${encodeURIComponent('дизајн')}`, {
      headers: { 'accept-language': 'sr' },
    })
  ).json();
  expect(JSON.stringify(answer)).toContain('Osnove dizajna enterijera');

  await page.goto('/?lng=sr-Cyrl');
  const box = await searchBox(page);
  await box.fill('дизајн');
  const option = page.getByTestId('search-option-course').filter({ hasText: 'Основе дизајна ентеријера' });
  await expect(option).toBeVisible();
  await shot(page, 'cyrillic-search');
});

test('a learner switches the script and reaches checkout in Cyrillic', async ({ page, request }) => {
  const { token } = await apiLearner(request, 'cyrillic');
  await signInBrowser(page, token);
  await page.goto(`/courses/${COURSE}?lng=sr`);
  await untilLive(page);
  const detail = page.getByTestId('course-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Osnove dizajna enterijera');

  // The toggle is in the bar on a desktop, in the menu's drawer on a phone.
  const menu = page.getByRole('button', { name: 'Otvori meni' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('button', { name: /Ćir ćirilica/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Основе дизајна ентеријера');

  await addToCart(page);
  // The next page comes in the chosen script (the language cookie holds sr-Cyrl).
  await page.goto('/checkout');
  await untilLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  await expect(page.getByTestId('summary-line')).toContainText('Основе дизајна ентеријера');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0400-\u04ff]/);
  await shot(page, 'cyrillic-checkout');
});
