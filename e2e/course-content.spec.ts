// The course page's content (issue 16 items 11 and 16, ADR 042): a visitor reads a paid demo course in Serbian and
// in English on a phone and a desktop (title and description in the page's language, level, what you'll learn,
// requirements, who it is for) and follows "more courses by" to the instructor's other course; the administrator
// changes the English title and a learn item in the course form and the English page shows them.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { admin, apiLogin, scrollIntoView, scrollUntilRendered, shot, signInBrowser } from './support';

/** The demo's "Osnove dizajna enterijera" by Ana Petrović, who also teaches "Dizajniraj svoj prostor" (id 10). */
const COURSE = 1;
const OTHER = 10;

const texts = {
  sr: {
    title: 'Osnove dizajna enterijera',
    lead: 'Od prvog merenja do plana nameštaja',
    description: /Kurs za sve koji žele da razumeju/,
    level: 'Početni',
    learn: 'Šta ćete naučiti',
    learnItem: 'Da sastavite paletu boja i materijala',
    requirements: 'Preduslovi',
    requirementItem: 'Nije potrebno predznanje',
    audience: 'Za koga je kurs',
    audienceItem: 'Početnici koji uređuju svoj stan',
    moreBy: 'Drugi kursevi predavača Ana Petrović',
    other: 'Dizajniraj svoj prostor',
  },
  en: {
    title: 'Interior design basics',
    lead: 'From the first measurement to a furniture plan',
    description: /A course for everyone who wants to understand/,
    level: 'Beginner',
    learn: "What you'll learn",
    learnItem: 'Put together a palette of colours and materials',
    requirements: 'Requirements',
    requirementItem: 'No prior knowledge needed',
    audience: 'Who it is for',
    audienceItem: 'Beginners furnishing their own home',
    moreBy: 'More courses by Ana Petrović',
    other: 'Design your own space',
  },
} as const;

for (const lng of ['sr', 'en'] as const) {
  test(`a visitor reads the course's content and opens the instructor's other course (${lng})`, async ({
    page,
  }) => {
    const text = texts[lng];
    await page.goto(`/courses/${COURSE}?lng=${lng}`);
    const detail = page.getByTestId('course-detail');
    await expect(detail.getByRole('heading', { level: 1 })).toHaveText(text.title);
    await expect(detail.getByText(text.lead)).toBeVisible();
    await expect(page.getByTestId('course-level')).toHaveText(text.level);
    await expect(page).toHaveTitle(new RegExp(text.title));
    await shot(page, `course-content-hero-${lng}`);

    const learn = page.getByRole('region', { name: text.learn });
    await expect(learn.getByRole('listitem')).toHaveCount(4);
    await expect(learn.getByRole('listitem').nth(2)).toHaveText(text.learnItem);
    await expect(detail.getByText(text.description)).toBeVisible();
    await expect(
      page.getByRole('region', { name: text.requirements }).getByRole('listitem').first(),
    ).toHaveText(text.requirementItem);
    await expect(page.getByRole('region', { name: text.audience }).getByRole('listitem').first()).toHaveText(
      text.audienceItem,
    );
    await scrollIntoView(learn);
    await shot(page, `course-content-learn-${lng}`);

    const moreBy = page.getByTestId('course-by-author');
    await scrollUntilRendered(page, moreBy);
    await expect(moreBy.getByRole('heading', { level: 2 })).toHaveText(text.moreBy);
    // Ana's other published courses, never this one.
    await expect(moreBy.getByRole('link', { name: new RegExp(text.title) })).toHaveCount(0);
    const other = moreBy.getByRole('link', { name: new RegExp(text.other) }).first();
    await expect(other).toBeVisible();
    await shot(page, `course-content-more-by-${lng}`);

    await other.click();
    await expect(page).toHaveURL(new RegExp(`/courses/${OTHER}`));
    await expect(page.getByTestId('course-detail').getByRole('heading', { level: 1 })).toHaveText(text.other);
  });
}

/** The course form's fields as the API has them, for putting the demo course back as it was. */
async function restoreForm(request: APIRequestContext, token: string, id: number) {
  const res = await request.get(`/api/admin/courses/${id}/edit`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const course = (await res.json()).data;
  const form = new FormData();
  for (const name of ['title', 'description', 'type', 'category_id', 'author_id', 'price', 'original_price'])
    form.append(name, String(course[name]));
  for (const sub of course.subcategory_ids) form.append('subcategory_ids[]', String(sub));
  for (const language of course.language) form.append('language[]', language);
  for (const language of course.audio_language) form.append('audio_language[]', language);
  form.append('access_months', String(course.access_months));
  form.append('coming_soon', course.coming_soon ? '1' : '0');
  form.append('published', course.published ? '1' : '0');
  form.append('title_en', course.title_en);
  form.append('learn_en', course.learn_en.join('\n'));
  return () =>
    request.post(`/api/admin/courses/${id}`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: form,
    });
}

test.describe('in the dashboard', () => {
  test.use({ locale: 'sr-RS' });

  test('the administrator changes the English title and a learn item, and the English course page shows them', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const token = await apiLogin(request, admin.email, admin.password);
    // "Rasveta koja menja prostor" (id 2).
    const id = 2;
    const restore = await restoreForm(request, token, id);
    try {
      await signInBrowser(page, token);
      await page.goto('/dashboard?section=kursevi');
      await page.getByRole('button', { name: 'IZMENI Rasveta koja menja prostor' }).click();
      const form = page.getByTestId('course-form');
      const content = form.getByTestId('course-content');
      const titleEn = content.getByLabel('Naziv kursa (engleski)');
      await expect(titleEn).toHaveValue('Lighting that transforms a space');
      await expect(content.getByLabel('Nivo')).toHaveValue('intermediate');
      await titleEn.fill('Light that changes a room');
      const learnEn = content.getByLabel('Šta ćete naučiti (engleski)');
      await expect(learnEn).toHaveValue(/^Plan general, task and ambient light\n/);
      const items = (await learnEn.inputValue()).split('\n');
      items[0] = 'Plan light in three layers';
      await learnEn.fill(items.join('\n'));
      await scrollIntoView(content);
      await shot(page, 'course-content-admin-form');

      // A list longer than twelve items is refused at its field before anything is sent.
      const requirementsSr = content.getByLabel('Preduslovi (srpski)');
      const requirementsBefore = await requirementsSr.inputValue();
      await requirementsSr.fill(Array.from({ length: 13 }, (_, i) => `Stavka ${i + 1}`).join('\n'));
      await form.getByRole('button', { name: 'Sačuvaj' }).click();
      await expect(form.getByText('Najviše 12 stavki, svaka do 200 karaktera.')).toBeVisible();
      await requirementsSr.fill(requirementsBefore);

      await form.getByRole('button', { name: 'Sačuvaj' }).click();
      await expect(page.getByText('Kurs uspešno ažuriran.').first()).toBeVisible();

      await page.goto(`/courses/${id}?lng=en`);
      await expect(page.getByTestId('course-detail').getByRole('heading', { level: 1 })).toHaveText(
        'Light that changes a room',
      );
      await expect(
        page.getByRole('region', { name: "What you'll learn" }).getByRole('listitem').first(),
      ).toHaveText('Plan light in three layers');
      await page.goto(`/courses/${id}?lng=sr`);
      await expect(page.getByTestId('course-detail').getByRole('heading', { level: 1 })).toHaveText(
        'Rasveta koja menja prostor',
      );
    } finally {
      const res = await restore();
      expect(res.status(), await res.text()).toBe(200);
    }
  });
});
