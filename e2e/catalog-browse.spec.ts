// The catalogue's results page (issue 16, item 15): a visitor searches from the navbar, filters by category and
// price, sorts by rating and by price, shares the address and gets the same page, in Serbian and English on a
// phone and a desktop.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openMenuIfCollapsed, shot } from './support';

type Browse = { courses: Array<{ id: number; title: string }>; total: number };

async function api(request: APIRequestContext, search: string, lng: string) {
  const res = await request.get(`/api/courses/browse${search}`, { headers: { 'accept-language': lng } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Browse;
}

const cardTitles = (page: Page) => page.getByTestId('course-card').getByRole('heading').allInnerTexts();

const TEXT = {
  sr: {
    title: 'Pretraga kurseva',
    category: 'Kategorija',
    price: 'Cena',
    sort: 'Redosled',
    rating: 'Najbolje ocenjeni',
    cheapest: 'Cena: od najniže',
    count: /^\d+ kurs(a|eva)?$/,
    empty: 'Nema kurseva za ovu pretragu',
    clear: 'Obriši pretragu i filtere',
    all: /^Svi rezultati i filteri za „enterijer“$/,
  },
  en: {
    title: 'Find a course',
    category: 'Category',
    price: 'Price',
    sort: 'Sort by',
    rating: 'Highest rated',
    cheapest: 'Price: low to high',
    count: /^\d+ courses?$/,
    empty: 'No courses match this search',
    clear: 'Clear the search and filters',
    all: /^All results and filters for “enterijer”$/,
  },
} as const;

for (const lng of ['sr', 'en'] as const) {
  const text = TEXT[lng];

  test(`a visitor filters the catalogue, sorts it by rating and by price, and shares the address (${lng})`, async ({
    page,
    request,
  }) => {
    await page.goto(`/pretraga?lng=${lng}`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const everything = await api(request, '', lng);
    await expect(page.getByTestId('browse-count')).toHaveText(text.count);
    await expect(page.getByTestId('course-card')).toHaveCount(Math.min(everything.total, 24));

    await page.getByLabel(text.category).selectOption('dizajn-enterijera');
    await expect(page).toHaveURL(/category=dizajn-enterijera/);
    await page.getByLabel(text.sort).selectOption({ label: text.rating });
    await expect(page).toHaveURL(/sort=rating/);
    const rated = await api(request, '?category=dizajn-enterijera&sort=rating', lng);
    expect(rated.total).toBeGreaterThan(0);
    await expect.poll(() => cardTitles(page)).toEqual(rated.courses.map((course) => course.title));

    await page.getByLabel(text.price).selectOption('under-10000');
    await page.getByLabel(text.sort).selectOption({ label: text.cheapest });
    await expect(page).toHaveURL(/price=under-10000/);
    await expect(page).toHaveURL(/sort=price-asc/);
    const cheap = await api(request, '?category=dizajn-enterijera&price=under-10000&sort=price-asc', lng);
    await expect.poll(() => cardTitles(page)).toEqual(cheap.courses.map((course) => course.title));
    await shot(page, `browse-filtered-${lng}`);

    // Back walks through the changes, forward comes back.
    await page.goBack();
    await expect(page).toHaveURL(/sort=rating/);
    await expect(page.getByLabel(text.sort)).toHaveValue('rating');
    await page.goForward();
    await expect(page).toHaveURL(/sort=price-asc/);

    // The address is the result: opened anew (as a shared link), it shows the same filters and courses.
    const shared = page.url();
    await page.goto('about:blank');
    await page.goto(shared);
    await expect(page.getByLabel(text.category)).toHaveValue('dizajn-enterijera');
    await expect(page.getByLabel(text.price)).toHaveValue('under-10000');
    await expect(page.getByLabel(text.sort)).toHaveValue('price-asc');
    await expect.poll(() => cardTitles(page)).toEqual(cheap.courses.map((course) => course.title));

    // Nothing found: the reason and the way back to everything.
    await page.goto(`/pretraga?lng=${lng}&q=nema-takvog-kursa-xyz`);
    await expect(page.getByTestId('browse-empty')).toContainText(text.empty);
    await page.getByRole('button', { name: text.clear }).click();
    await expect(page.getByTestId('browse-count')).toHaveText(text.count);
    await expect(page.getByTestId('browse-q')).toHaveValue('');
  });

  test(`the navbar's search leads to all results for its text (${lng})`, async ({ page, request }) => {
    await page.goto(`/?lng=${lng}`);
    const nav = await openMenuIfCollapsed(page);
    const input = nav.getByTestId('search-input');
    await input.fill('enterijer');
    const all = nav.getByTestId('search-all-results');
    await expect(all).toHaveText(text.all);
    await shot(page, `browse-navbar-${lng}`);
    await all.click();
    await expect(page).toHaveURL(/\/pretraga\?q=enterijer/);
    const found = await api(request, '?q=enterijer', lng);
    await expect(page.getByTestId('browse-q')).toHaveValue('enterijer');
    await expect.poll(() => cardTitles(page)).toEqual(found.courses.map((course) => course.title));
    await shot(page, `browse-results-${lng}`);
  });
}
