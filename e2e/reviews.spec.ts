// Reviews and ratings (issue 16, ADR 041): a learner who bought a course writes a review on its page with the
// keyboard-operable stars, edits it and sees the course's average, in Serbian and English on a phone and a desktop;
// the administrator hides a review in the dashboard and the course page drops it. Every review written here is
// deleted at the end, so the shared demo courses keep no rating from these journeys.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  admin,
  adminConfirmSlip,
  apiLearner,
  apiLogin,
  apiSlipOrder,
  paidCourse,
  scrollUntilRendered,
  shot,
  signInBrowser,
} from './support';

const text = {
  sr: {
    title: 'Recenzije polaznika',
    write: 'Napišite recenziju',
    star: (n: number) => `${n} ${n === 1 ? 'zvezdica' : n < 5 ? 'zvezdice' : 'zvezdica'}`,
    words: 'Vaši utisci (nije obavezno)',
    publish: 'Objavi recenziju',
    published: 'Hvala! Vaša recenzija je objavljena.',
    edit: 'Izmeni',
    save: 'Sačuvaj izmene',
    updated: 'Recenzija je izmenjena.',
    count: '1 recenzija',
    remove: 'Obriši',
    deleted: 'Recenzija je obrisana.',
    average: (value: string) => `Ocena ${value.replace('.', ',')} od 5, 1 recenzija`,
  },
  en: {
    title: 'Learner reviews',
    write: 'Write a review',
    star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
    words: 'Your thoughts (optional)',
    publish: 'Publish review',
    published: 'Thank you! Your review is published.',
    edit: 'Edit',
    save: 'Save changes',
    updated: 'Your review was updated.',
    count: '1 review',
    remove: 'Delete',
    deleted: 'Your review was deleted.',
    average: (value: string) => `Rated ${value} out of 5, 1 review`,
  },
} as const;

/** A different demo course for each language and width, so parallel journeys never share a course's average. */
const COURSE_INDEX = { 'desktop-sr': 1, 'desktop-en': 2, 'phone-sr': 3, 'phone-en': 4 } as const;

async function buyerOf(request: APIRequestContext, courseId: number, prefix: string) {
  const buyer = await apiLearner(request, prefix);
  await adminConfirmSlip(request, await apiSlipOrder(request, buyer, [{ type: 'course', id: courseId }]));
  return buyer;
}

async function openReviews(page: Page, courseId: number, lng: 'sr' | 'en') {
  await page.goto(`/courses/${courseId}?lng=${lng}`);
  const heading = page.getByRole('heading', { name: text[lng].title });
  await scrollUntilRendered(page, heading);
  return page.locator('#recenzije');
}

for (const lng of ['sr', 'en'] as const) {
  test(`a buyer reviews a bought course with the keyboard, edits it and sees the average (${lng})`, async ({
    page,
    request,
  }) => {
    const t = text[lng];
    const key = `${test.info().project.name}-${lng}` as keyof typeof COURSE_INDEX;
    const course = (await paidCourse(request, COURSE_INDEX[key]))!;
    const buyer = await buyerOf(request, course.id, `review-${lng}`);
    // The card shows the course's title in the page's language (ADR 042).
    const shown = (await (
      await request.get(`/api/courses/${course.id}`, { headers: { 'accept-language': lng } })
    ).json()) as { title: string };
    await signInBrowser(page, buyer.token);
    try {
      const section = await openReviews(page, course.id, lng);
      const form = section.getByRole('form', { name: t.write });
      await expect(form).toBeVisible();

      // The stars are one radio group: Tab reaches it, the arrow keys choose.
      const first = form.getByRole('radio', { name: t.star(1) });
      await first.focus();
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
      await expect(form.getByRole('radio', { name: t.star(4) })).toBeChecked();
      await form
        .getByLabel(t.words)
        .fill(lng === 'sr' ? 'Jasno i korisno, preporučujem.' : 'Clear and useful.');
      await form.scrollIntoViewIfNeeded();
      await shot(page, `reviews-form-${lng}`);
      await form.getByRole('button', { name: t.publish }).click();

      await expect(section.getByText(t.published)).toBeVisible();
      const own = section.getByTestId('own-review');
      await expect(own).toContainText(lng === 'sr' ? 'Jasno i korisno' : 'Clear and useful');
      await expect(section.getByTestId('reviews-summary')).toContainText(t.count);
      await expect(section.getByTestId('reviews-list')).toContainText('Milica K.');

      // Edit: five stars now.
      await own.getByRole('button', { name: t.edit, exact: true }).click();
      const editForm = section.getByRole('form');
      await editForm.getByText('★').nth(4).click();
      await expect(editForm.getByRole('radio', { name: t.star(5) })).toBeChecked();
      await editForm.getByRole('button', { name: t.save }).click();
      await expect(section.getByText(t.updated)).toBeVisible();
      await expect(section.getByTestId('reviews-summary')).toContainText(lng === 'sr' ? '5,0' : '5.0');
      await section.getByTestId('reviews-summary').scrollIntoViewIfNeeded();
      await shot(page, `reviews-list-${lng}`);

      // The course page's header and the catalog card show the average and count.
      await page.goto(`/courses/${course.id}?lng=${lng}`);
      const heroRating = page.getByTestId('course-rating');
      await expect(heroRating.getByRole('img', { name: t.average('5.0') })).toBeVisible();
      // The page may restore the previous scroll position after it renders: scroll up until the header shows.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(heroRating).toBeInViewport({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await shot(page, `reviews-hero-${lng}`);
      await page.goto(`/svi-kursevi?lng=${lng}`);
      const card = page.getByTestId('course-card').filter({ hasText: shown.title }).first();
      await scrollUntilRendered(page, card);
      await expect(card.getByRole('img', { name: t.average('5.0') })).toBeVisible();
      await shot(page, `reviews-card-${lng}`);

      // Deleting leaves the demo course as it was.
      const again = await openReviews(page, course.id, lng);
      await again.getByTestId('own-review').getByRole('button', { name: t.remove }).click();
      await expect(again.getByText(t.deleted)).toBeVisible();
      await expect(again.getByTestId('reviews-summary')).toHaveCount(0);
    } finally {
      // Whatever failed above, the demo course keeps no rating from this journey (404: already deleted).
      const left = await request.delete(`/api/courses/${course.id}/review`, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect([200, 204, 404]).toContain(left.status());
    }
  });
}

test('a learner who did not buy the course reads the reviews but gets no form', async ({ page, request }) => {
  const course = (await paidCourse(request, 5))!;
  const reader = await apiLearner(request, 'review-reader');
  await signInBrowser(page, reader.token);
  const section = await openReviews(page, course.id, 'sr');
  await expect(section.getByText(/Recenzije pišu polaznici koji su kupili kurs/)).toBeVisible();
  await expect(section.getByRole('form')).toHaveCount(0);
});

test('the administrator hides a review and the course page drops it @desktop-only', async ({
  page,
  request,
}) => {
  const course = (await paidCourse(request, 6))!;
  const buyer = await buyerOf(request, course.id, 'review-hidden');
  const auth = { authorization: `Bearer ${buyer.token}` };
  const saved = await request.put(`/api/courses/${course.id}/review`, {
    headers: auth,
    data: { rating: 1, text: 'Posetite moj sajt za popuste' },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await signInBrowser(page, await apiLogin(request, admin.email, admin.password));
  await page.goto('/dashboard?section=recenzije&lng=sr');
  await expect(page.getByRole('heading', { name: 'Recenzije', level: 2 })).toBeVisible();
  await page.getByLabel('Kurs', { exact: true }).selectOption(String(course.id));
  const row = page.getByTestId('reviews-table').getByRole('row').filter({ hasText: 'Posetite moj sajt' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Sakrij recenziju koju je napisao Milica K.' }).click();
  await expect(row).toContainText('Sakrivena');
  await shot(page, 'reviews-admin');

  const section = await openReviews(page, course.id, 'sr');
  await expect(section.getByText('Posetite moj sajt')).toHaveCount(0);
  await expect(section.getByTestId('reviews-summary')).toHaveCount(0);

  // Leave the demo course as it was.
  expect((await request.delete(`/api/courses/${course.id}/review`, { headers: auth })).status()).toBe(200);
});
