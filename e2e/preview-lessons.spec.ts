// Free preview lessons (issue 16, ADR 038): a visitor watches the course's free lesson from the course page, intro
// first, in Serbian and English on a phone and a desktop; the administrator marks a lesson in the video gallery and
// the course page offers it at once.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { admin, apiLogin, scrollIntoView, shot, signInBrowser } from './support';

/** The demo's "Osnove dizajna enterijera": its first lesson after the trailer is free and has a separate intro. */
const COURSE = 1;

type Lesson = { id: number; title: string; order: number; is_intro: 0 | 1; is_preview: boolean };

async function lessons(request: APIRequestContext, courseId: number) {
  const res = await request.get(`/api/courses/${courseId}?include=videos`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { videos: Lesson[] }).videos;
}

const video = (page: Page) => page.getByTestId('lesson-preview').getByTestId('lesson-video');

for (const lng of ['sr', 'en'] as const) {
  test(`a visitor watches the free lesson from the course page, its intro first (${lng})`, async ({
    page,
    request,
  }) => {
    const free = (await lessons(request, COURSE)).filter((lesson) => lesson.is_preview && !lesson.is_intro);
    expect(free).toHaveLength(1);
    const lesson = free[0]!;

    await page.goto(`/courses/${COURSE}?lng=${lng}`);
    const row = page.locator('[data-testid="lesson-row"][data-preview="true"]');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(lesson.title);
    await expect(row.getByTestId('preview-label')).toHaveText(lng === 'sr' ? 'Besplatno' : 'Free');
    // Every other lesson stays locked.
    const locked = page.locator('[data-testid="lesson-row"]:not([data-preview])');
    await expect(locked.first()).toBeVisible();
    await expect(locked.first().getByTestId('preview-play')).toHaveCount(0);
    await expect(
      page.getByText(lng === 'sr' ? /možete odmah pogledati/ : /can be watched right away/),
    ).toBeVisible();
    await scrollIntoView(row);
    await shot(page, `preview-list-${lng}`);

    await row
      .getByRole('button', {
        name: `${lng === 'sr' ? 'Pogledaj besplatnu lekciju' : 'Watch the free lesson'}: ${lesson.title}`,
      })
      .click();
    const dialog = page.getByTestId('lesson-preview');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toContainText(lesson.title);
    const player = dialog.getByTestId('lesson-player');
    await expect(player).toHaveAttribute('data-type', 'REGULAR');
    await expect(player).toHaveAttribute('data-phase', 'intro');
    await expect(dialog.getByTestId('skip-intro')).toBeVisible();
    // Signed, not bound to anyone: no session of this browser is needed.
    // The stream the player gave the element (under hls.js `currentSrc` is a `blob:` URL, ADR 079).
    const src = await video(page).evaluate((element) => (element as HTMLVideoElement).dataset.stream ?? '');
    expect(src).toContain('/api/media/intros/');
    expect(src).not.toContain('uid=');

    await dialog.getByTestId('skip-intro').click();
    await expect(player).toHaveAttribute('data-phase', 'lesson');
    await expect
      .poll(() => video(page).evaluate((element) => (element as HTMLVideoElement).dataset.stream ?? ''))
      .toContain(`/api/media/hls/${COURSE}/`);
    // It plays without any session: start it if the browser held autoplay back, until time moves.
    await expect(async () => {
      const paused = await video(page).evaluate((element) => (element as HTMLVideoElement).paused);
      if (paused) {
        await video(page).focus();
        await page.keyboard.press('k');
      }
      await expect
        .poll(() => video(page).evaluate((element) => (element as HTMLVideoElement).currentTime), {
          timeout: 4_000,
        })
        .toBeGreaterThan(0);
    }).toPass({ timeout: 20_000 });
    // The way to the rest of the course is in the dialog.
    await expect(
      dialog.getByRole('button', { name: lng === 'sr' ? 'Dodaj u korpu' : 'Add to cart' }),
    ).toBeVisible();
    await shot(page, `preview-dialog-${lng}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
}

test.describe('in the dashboard', () => {
  test.use({ locale: 'sr-RS' });

  test('the administrator marks a lesson as a free preview in the video gallery and the course page offers it', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    const token = await apiLogin(request, admin.email, admin.password);
    // Another course than the visitors' journeys watch, so that they never see this second free lesson.
    const listed = (await (await request.get('/api/courses')).json()) as Array<{
      id: number;
      price_para: number;
      coming_soon: boolean;
    }>;
    const course = listed.find((item) => item.id !== COURSE && item.price_para > 0 && !item.coming_soon)!;
    const all = await lessons(request, course.id);
    const target = all.filter((lesson) => !lesson.is_intro && !lesson.is_preview).at(-1)!;
    const restore = () =>
      request.patch(`/api/admin/videos/${target.id}`, {
        headers: { authorization: `Bearer ${token}` },
        data: { is_preview: false },
      });
    try {
      await signInBrowser(page, token);
      await page.goto('/dashboard?section=video-gallery');
      const gallery = page.getByRole('region', { name: 'Video galerija' });
      await gallery.getByLabel('Pretraga po naslovu').fill(target.title);
      await gallery
        .getByRole('button', { name: new RegExp(target.title) })
        .first()
        .click();
      const toggle = gallery.getByTestId('preview-toggle');
      const box = toggle.getByRole('checkbox', { name: /Besplatan pregled/ });
      await expect(box).not.toBeChecked();
      await box.check();
      await expect(toggle.getByRole('status')).toHaveText(
        'Lekcija je sada besplatan pregled: vide je svi posetioci.',
      );
      await expect(gallery.getByRole('button', { name: new RegExp(target.title) }).first()).toContainText(
        'Besplatno',
      );
      await shot(page, 'preview-admin-toggle');

      // A visitor's course page lists it as free at once.
      await page.evaluate(() => localStorage.clear());
      await page.goto(`/courses/${course.id}`);
      const rows = page.locator('[data-testid="lesson-row"][data-preview="true"]');
      await expect(rows).toHaveCount(all.filter((lesson) => lesson.is_preview).length + 1);
      await expect(rows.filter({ hasText: target.title })).toHaveCount(1);
    } finally {
      expect((await restore()).status()).toBe(200);
    }
  });
});
