// Catalogue settings in the browser (issue 20 item 2, ADR 071), at phone and desktop size: an administrator adds a
// category with a subcategory, moves a course into it from the course form, and the public category page lists it;
// the category's address changes and the old one leads to the new. The category becomes a membership zone, a buyer
// puts it in the cart, the administrator raises its price, and the buyer's checkout shows and is charged the new
// price. The selling-settings screen is checked and shot in both languages. Each size works on its own category
// and course, and puts the course back where it was.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { admin, apiLearner, apiLogin, shot, signInBrowser, untilLive } from './support';

test.describe.configure({ timeout: 180_000 });

// The admin screens in the locale asked for (a public page visited in English switches the browser's language).
const section = (id: string, lng: 'sr' | 'en' = 'sr') => `/dashboard?section=${id}&lng=${lng}`;

async function asAdmin(page: Page, request: APIRequestContext, locale: 'sr' | 'en') {
  const token = await apiLogin(request, admin.email, admin.password);
  await signInBrowser(page, token);
  await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), locale);
  return token;
}

interface CategoryCourse {
  id: number;
  title: string;
}

/** A published course of a seeded category (its Serbian and English titles) and the category's Serbian name. */
async function courseOf(request: APIRequestContext, slug: string) {
  const read = async (lng: 'sr' | 'en') => {
    const res = await request.get(`/api/courses/category/${slug}`, { headers: { 'accept-language': lng } });
    expect(res.status()).toBe(200);
    return (await res.json()) as { category: { name: string }; courses: CategoryCourse[] };
  };
  const [sr, en] = [await read('sr'), await read('en')];
  expect(sr.courses.length).toBeGreaterThan(0);
  const course = sr.courses[0]!;
  const titleEn = en.courses.find((item) => item.id === course.id)?.title ?? course.title;
  return { course: { ...course, titleEn }, categoryName: sr.category.name };
}

/** The subcategory names the dashboard's course list shows for `title`. */
async function subcategoriesOf(page: Page, title: string): Promise<string[]> {
  await page.goto(section('kursevi'));
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `IZMENI ${title}` }) });
  const cell = row.locator('td').nth(2);
  return ((await cell.textContent()) ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

/** Opens the course form of `title` in the dashboard and puts the course in `main` with its subcategory `sub`. */
async function moveCourse(page: Page, title: string, main: string, subs: string[]) {
  await page.goto(section('kursevi'));
  await page.getByRole('button', { name: `IZMENI ${title}` }).click();
  const form = page.getByTestId('course-form');
  await expect(form.getByLabel('Naziv kursa', { exact: true })).toHaveValue(title);
  await form.getByLabel('Glavna kategorija').selectOption({ label: main });
  const group = form.getByRole('group', { name: 'Podkategorije' });
  for (const sub of subs) await group.getByRole('checkbox', { name: sub, exact: true }).check();
  await form.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Kurs uspešno ažuriran.')).toBeVisible();
}

test('an administrator adds a category, moves a course into it and sells it as a zone at a new price', async ({
  page,
  browser,
  request,
}) => {
  const phone = (page.viewportSize()?.width ?? 0) < 600;
  const tag = phone ? 'telefon' : 'desktop';
  const main = { sr: `Keramika ${tag}`, en: `Ceramics ${tag}`, slug: `keramika-${tag}` };
  const sub = { sr: `Grnčarstvo ${tag}`, en: `Pottery ${tag}` };
  // Each size moves its own course (the journeys share one academy) and puts it back at the end.
  const { course, categoryName: homeCategory } = await courseOf(
    request,
    phone ? 'dramske-umetnosti' : 'modni-dizajn',
  );

  const token = await asAdmin(page, request, 'sr');
  const homeSubcategories = await subcategoriesOf(page, course.title);
  expect(homeSubcategories.length).toBeGreaterThan(0);
  await page.goto(section('kategorije'));
  const sectionEl = page.getByTestId('categories-section');
  await expect(sectionEl.getByTestId('categories-table')).toBeVisible();

  // A new main category: the address is offered from the Serbian name; a taken address is refused under it.
  await page.getByTestId('category-add').click();
  let form = page.getByTestId('category-form');
  await form.getByTestId('category-name-sr').fill(main.sr);
  await form.getByTestId('category-name-en').fill(main.en);
  await expect(form.getByTestId('category-slug')).toHaveValue(main.slug);
  await form.getByTestId('category-slug').fill('modni-dizajn');
  await form.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(form.getByText('Druga kategorija već ima ovu adresu.').first()).toBeVisible();
  await expect(form.getByTestId('category-slug')).toHaveAttribute('aria-invalid', 'true');
  await form.getByTestId('category-slug').fill(main.slug);
  await form.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Kategorija je dodata.')).toBeVisible();
  const mainRow = page.locator(`[data-category="${main.slug}"]`);
  await expect(mainRow).toContainText(main.sr);

  // Its subcategory.
  await page.getByTestId('category-add').click();
  form = page.getByTestId('category-form');
  await form.getByTestId('category-name-sr').fill(sub.sr);
  await form.getByTestId('category-name-en').fill(sub.en);
  await form.getByTestId('category-parent').selectOption({ label: main.sr });
  await expect(form.getByTestId('category-price')).toHaveCount(0);
  await form.getByRole('button', { name: 'Sačuvaj' }).click();
  await expect(page.getByText('Kategorija je dodata.').first()).toBeVisible();
  await expect(page.locator(`[data-category="grncarstvo-${tag}"]`)).toContainText(sub.sr);
  await mainRow.scrollIntoViewIfNeeded();
  await shot(page, `categories-sr-${tag}`);
  // The same list in English: each category under its English name.
  await page.goto(section('kategorije', 'en'));
  await expect(mainRow).toContainText(main.en);
  await mainRow.scrollIntoViewIfNeeded();
  await shot(page, `categories-en-${tag}`);

  try {
    // The course moves into it from the course form; the public category page lists it, in English too.
    await moveCourse(page, course.title, main.sr, [sub.sr]);
    await page.goto(`/category/${main.slug}?lng=en`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(main.en);
    await expect(page.getByText(course.titleEn).first()).toBeVisible();
    await shot(page, `category-page-en-${tag}`);

    // A new address: the old one leads to it.
    await page.goto(section('kategorije'));
    await mainRow.getByRole('button', { name: `IZMENI ${main.sr}` }).click();
    form = page.getByTestId('category-form');
    await form.getByTestId('category-slug').fill(`${main.slug}-i-staklo`);
    // A yearly price makes it a membership zone.
    await form.getByTestId('category-price').fill('24000');
    await form.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(page.getByText('Kategorija je sačuvana.')).toBeVisible();
    const movedRow = page.locator(`[data-category="${main.slug}-i-staklo"]`);
    await expect(movedRow).toContainText(main.slug);
    await expect(movedRow).toContainText('24.000,00 RSD');
    await page.goto(`/category/${main.slug}`);
    await expect(page).toHaveURL(new RegExp(`/category/${main.slug}-i-staklo$`));
    await expect(page.getByText(course.title).first()).toBeVisible();

    // A buyer (English) puts the zone in the cart at 24 000.
    const buyer = await apiLearner(request, `zona-${tag}`);
    const buyerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const buyerPage = await buyerContext.newPage();
    await signInBrowser(buyerPage, buyer.token);
    await buyerPage.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await buyerPage.goto('/membership');
    await untilLive(buyerPage);
    const zone = buyerPage.getByTestId('membership-zone').filter({ hasText: main.en });
    await expect(zone).toContainText('24.000,00 RSD');
    await zone.getByTestId('add-to-cart').click();
    await buyerPage.keyboard.press('Escape');
    await buyerPage.goto('/korpa');
    await expect(buyerPage.getByTestId('cart-line')).toHaveCount(1);
    await expect(buyerPage.getByTestId('cart-total')).toHaveText('24.000,00 RSD');

    // The administrator raises the price while the zone is in the buyer's cart.
    await page.goto(section('kategorije'));
    await movedRow.getByRole('button', { name: `IZMENI ${main.sr}` }).click();
    form = page.getByTestId('category-form');
    await form.getByTestId('category-price').fill('26500,50');
    await form.getByRole('button', { name: 'Sačuvaj' }).click();
    await expect(movedRow).toContainText('26.500,50 RSD');

    // The buyer's checkout shows the new price and the order is charged it.
    await buyerPage.goto('/korpa');
    await expect(buyerPage.getByTestId('cart-total')).toHaveText('26.500,50 RSD');
    await buyerPage.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await buyerPage.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(buyerPage.getByTestId('summary-total')).toHaveText('26.500,50 RSD');
    await shot(buyerPage, `zone-new-price-en-${tag}`);
    await buyerPage.getByTestId('checkout-phone').fill('+381 64 555 0177');
    await buyerPage.getByRole('radio', { name: /Bank slip/ }).check();
    await buyerPage.getByTestId('checkout-submit').click();
    await expect(buyerPage).toHaveURL(/\/checkout\/uplatnica\?payment_id=/);
    const paymentId = new URL(buyerPage.url()).searchParams.get('payment_id') as string;
    const status = await request.get(`/api/payments/status/${paymentId}`, {
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    expect((await status.json()).amount_para).toBe(2_650_050);
    await buyerContext.close();
  } finally {
    // Put the course back, and take the zone off sale, so the academy is as the other journeys expect it.
    await moveCourse(page, course.title, homeCategory, homeSubcategories);
    const list = await request.get('/api/admin/categories', {
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = ((await list.json()).data ?? []) as Array<{
      id: number;
      slug: string;
      parent_id: number | null;
    }>;
    const created = rows.find((row) => row.slug.startsWith(main.slug) && row.parent_id === null);
    for (const row of rows.filter((item) => created && item.parent_id === created.id))
      await request.delete(`/api/admin/categories/${row.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    if (created)
      await request.delete(`/api/admin/categories/${created.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
  }
});

for (const locale of ['sr', 'en'] as const) {
  test(`the selling settings screen checks its fields as the server does (${locale})`, async ({
    page,
    request,
  }) => {
    await asAdmin(page, request, locale);
    await page.goto(section('katalog', locale));
    const form = page.getByTestId('catalogue-form');
    await expect(form.getByTestId('catalogue-extension_percent')).toHaveValue(/\d+/);
    await shot(page, `catalogue-settings-${locale}`);
    // Refused in the browser with the server's messages; nothing is saved.
    await form.getByTestId('catalogue-extension_percent').fill('0');
    await form.getByTestId('catalogue-eur_rate').fill('117,12345');
    await form.getByTestId('catalogue-save').click();
    await expect(form).toContainText(
      locale === 'en'
        ? 'The extension price is a whole percentage from 1 to 100.'
        : 'Cena produženja je ceo procenat od 1 do 100.',
    );
    await expect(form).toContainText(
      locale === 'en'
        ? 'Write RSD per 1 EUR with at most 4 decimals'
        : 'Upišite dinare za 1 EUR sa najviše 4 decimale',
    );
    await expect(form.getByTestId('catalogue-extension_percent')).toHaveAttribute('aria-invalid', 'true');
    await shot(page, `catalogue-settings-errors-${locale}`);
  });
}
