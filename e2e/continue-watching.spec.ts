// Issue 16, item 17 (ADR 039): a learner who left lessons half-watched comes back to the home page, finds
// "Nastavi gledanje"/"Continue watching" with the lesson watched last first, and lands on that lesson, which resumes
// at the saved second; the navbar's (or the phone drawer's) "Continue watching" goes to the same lesson. A visitor
// sees neither. In Serbian and English, at phone and desktop size, with no axe violation in the row; screenshots for
// a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  adminConfirmSlip,
  apiLearner,
  apiSlipOrder,
  type CourseVideo,
  courseVideos,
  openMenuIfCollapsed,
  signInBrowser,
} from './support';

// The lesson page loads a lazy route and a video: on a machine shared by several runs that takes a while.
test.describe.configure({ timeout: 120_000 });

/** Demo courses: 1 is bought (lessons with a separate intro), 6 is the free course every learner has. */
const BOUGHT_COURSE = 1;
const FREE_COURSE = 6;

const TEXT = {
  sr: {
    row: 'Nastavi gledanje',
    nav: 'Nastavi gledanje',
    resume: (time: string) => `Nastavljate od ${time}`,
    resumed: (time: string) => `Nastavljeno od ${time}`,
  },
  en: {
    row: 'Continue watching',
    nav: 'Continue watching',
    resume: (time: string) => `Resume from ${time}`,
    resumed: (time: string) => `Resumed from ${time}`,
  },
} as const;

/** Leaves a lesson at a second the way the player does: opens it, then saves the position. */
async function leaveAt(
  request: APIRequestContext,
  token: string,
  courseId: number,
  lesson: CourseVideo,
  position: number,
) {
  const headers = { authorization: `Bearer ${token}` };
  const opened = await request.get(`/api/courses/${courseId}/videos/${lesson.id}/url`, { headers });
  expect(opened.status(), await opened.text()).toBe(200);
  const saved = await request.put(`/api/courses/${courseId}/videos/${lesson.id}/progress`, {
    headers,
    data: { position_seconds: position, duration_seconds: Math.max(1, lesson.duration_seconds) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${page.viewportSize()?.width}.png`),
    fullPage: false,
  });

const currentTime = (page: Page) =>
  page.getByTestId('lesson-video').evaluate((element) => (element as HTMLVideoElement).currentTime);

for (const lang of ['sr', 'en'] as const) {
  test(`${lang}: the learner continues watching from the home page and the navbar`, async ({
    page,
    request,
  }) => {
    const t = TEXT[lang];
    const person = await apiLearner(request, `nastavak.${lang}`);
    await adminConfirmSlip(
      request,
      await apiSlipOrder(request, person, [{ type: 'course', id: BOUGHT_COURSE }]),
    );
    // A later lesson of the bought course with no intro of either kind, so the player opens the lesson itself.
    const videos = await courseVideos(request, BOUGHT_COURSE);
    const lesson = videos.find(
      (video) =>
        video.is_intro === 0 &&
        video.order > 1 &&
        video.intro_duration === null &&
        !videos.some((intro) => intro.main_video_id === video.id),
    )!;
    const earlier = (await courseVideos(request, FREE_COURSE)).find((video) => video.is_intro === 0)!;
    // the free course first, the bought one last: the bought one is the most recent
    await leaveAt(request, person.token, FREE_COURSE, earlier, 2);
    await leaveAt(request, person.token, BOUGHT_COURSE, lesson, 4);

    await signInBrowser(page, person.token);
    await page.goto(`/?lng=${lang}`);
    const row = page.getByTestId('home-continue');
    await expect(row.getByRole('heading', { name: t.row, level: 2 })).toBeVisible();
    const cards = row.getByTestId('continue-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toHaveAttribute('data-course-id', String(BOUGHT_COURSE));
    await expect(cards.first()).toContainText(lesson.title);
    await expect(cards.first().getByTestId('continue-where')).toHaveText(t.resume('0:04'));
    await expect(cards.nth(1)).toHaveAttribute('data-course-id', String(FREE_COURSE));
    await expect(cards.nth(1).getByTestId('continue-where')).toHaveText(t.resume('0:02'));
    // the row's top just under the sticky header
    await row.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 96),
    );
    await shot(page, `continue-home-${lang}`);
    const axe = await new AxeBuilder({ page })
      .include('[data-testid="home-continue"]')
      .withTags(['wcag2a', 'wcag21a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // the navbar (the drawer on a phone) goes to the lesson watched last
    const nav = await openMenuIfCollapsed(page);
    const navLink = nav.getByRole('link', { name: t.nav, exact: true });
    await expect(navLink).toBeVisible();
    await expect(navLink).toHaveAttribute('href', `/courses/${BOUGHT_COURSE}/videos?v=${lesson.id}`);
    if (page.viewportSize()!.width < 768) {
      await shot(page, `continue-drawer-${lang}`);
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
    } else {
      await shot(page, `continue-navbar-${lang}`);
    }

    // the card opens the lesson, which resumes at the saved second
    await cards.first().click();
    await expect(page).toHaveURL(new RegExp(`/courses/${BOUGHT_COURSE}/videos\\?v=${lesson.id}$`));
    await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title);
    await expect(page.getByText(t.resumed('0:04'))).toBeVisible();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(3.95);
    await shot(page, `continue-lesson-${lang}`);

    // and so does the navbar's entry, from any page (where the lesson resumes now depends on how far the six-second
    // demo video played meanwhile, so only the lesson is checked)
    await page.goto('/help');
    await (await openMenuIfCollapsed(page)).getByRole('link', { name: t.nav, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${BOUGHT_COURSE}/videos\\?v=${lesson.id}$`));
    await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title);
  });
}

test('a visitor and a learner who has not started anything see no "Continue watching"', async ({
  page,
  request,
}) => {
  await page.goto('/?lng=sr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('home-continue')).toHaveCount(0);
  let nav = await openMenuIfCollapsed(page);
  await expect(nav.getByRole('link', { name: 'Početna', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nastavi gledanje' })).toHaveCount(0);

  const person = await apiLearner(request, 'nastavak.nista');
  await signInBrowser(page, person.token);
  const asked = page.waitForResponse((res) => res.url().endsWith('/api/user/continue-watching'));
  await page.goto('/?lng=sr');
  expect((await asked).status()).toBe(200);
  nav = await openMenuIfCollapsed(page);
  await expect(nav.getByRole('link', { name: 'Moj napredak', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nastavi gledanje' })).toHaveCount(0);
  await expect(page.getByTestId('home-continue')).toHaveCount(0);
});
