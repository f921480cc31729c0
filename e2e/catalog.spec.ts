// Journeys of a visitor before buying: home → category → course → cart, search, instructors.
import { expect, type Page, test } from '@playwright/test';
import { openMenuIfCollapsed, scrollUntilRendered } from './support';

for (const lang of ['sr', 'en'] as const) {
  const text =
    lang === 'sr'
      ? {
          add: 'Dodaj u korpu',
          goToCart: 'Idi u korpu',
          cart: /^Korpa/,
          search: 'Pretraži kurseve i predavače',
        }
      : {
          add: 'Add to cart',
          goToCart: 'Go to cart',
          cart: /^Cart/,
          search: 'Search courses and instructors',
        };

  test.describe(`in ${lang === 'sr' ? 'Serbian' : 'English'}`, () => {
    test.use({ locale: lang === 'sr' ? 'sr-RS' : 'en-US' });

    test('a visitor browses home → category → course, adds it to the cart, then goes to the cart', async ({
      page,
    }) => {
      await page.goto(`/?lng=${lang}`);
      const popular = page.getByTestId('popular-carousel');
      await scrollUntilRendered(page, popular);
      await expect(popular.getByTestId('course-card').first()).toBeVisible();

      await page.goto('/category/dizajn-enterijera');
      const card = page.getByTestId('course-card').first();
      await expect(card).toBeVisible();
      const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
      await card.click();
      await expect(page).toHaveURL(/\/courses\/\d+$/);
      await expect(page.getByTestId('course-detail')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

      const cartCount = page.getByTestId('cart-count').filter({ visible: true });
      await page.getByRole('button', { name: text.add }).click();
      await expect(page.getByTestId('cart-dropdown').filter({ visible: true })).toBeVisible();
      await expect(page.getByTestId('cart-dropdown-item').filter({ visible: true })).toContainText(title);
      await expect(cartCount).toHaveText('1');

      // In the cart now: the button no longer offers to add it again, it takes the buyer to the cart (issue 16).
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: text.add })).toHaveCount(0);
      await page.getByRole('link', { name: text.goToCart }).click();
      await expect(page).toHaveURL(/\/korpa$/);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.getByTestId('cart-line')).toContainText(title);
      await expect(cartCount).toHaveText('1');
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
      expect(stored).toHaveLength(1);
    });

    test('search finds a name typed without diacritics and opens the instructor', async ({ page }) => {
      await page.goto(`/?lng=${lang}`);
      const scope = await openMenuIfCollapsed(page);
      const box = scope.getByRole('combobox', { name: text.search });
      await box.fill('teodora djordjevic');
      const option = page.getByTestId('search-option-author').filter({ hasText: 'Teodora Đorđević' });
      await expect(option).toBeVisible();
      await box.press('ArrowDown');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/instructors\/\d+$/);
      await expect(page.getByTestId('instructor-profile')).toContainText('Teodora Đorđević');
    });
  });
}

test('the instructor list leads to a profile with a trailer and lifestyle courses', async ({ page }) => {
  await page.goto('/instructors?lng=sr');
  await page
    .getByRole('link', { name: /Milica Jovanović/ })
    .first()
    .click();
  const profile = page.getByTestId('instructor-profile');
  await expect(profile).toBeVisible();
  await expect(profile.locator('video')).toHaveCount(1);
  await expect(page.getByTestId('course-card').first()).toBeVisible();
});

test('an unknown course shows "Kurs nije pronađen"', async ({ page }) => {
  await page.goto('/courses/999999?lng=sr');
  await expect(page.getByText('Kurs nije pronađen')).toBeVisible();
});

async function readInitialHtml(page: Page, path: string) {
  const res = await page.request.get(path);
  return { status: res.status(), html: await res.text() };
}

// An HTTP check of the built page (no browser width changes it; the tags themselves are seo.test.ts's).
test('a course page carries its title and OpenGraph image in the HTML itself', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const [course] = await (await request.get('/api/courses/popular?limit=1')).json();
  const { status, html } = await readInitialHtml(page, `/courses/${course.id}`);
  expect(status).toBe(200);
  expect(html).toContain(`<title>${course.title}`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/media\//);
  expect(html).toContain('"@type":"Course"');
});
