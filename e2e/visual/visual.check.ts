// Every page of the site as a visitor, a learner and the administrator see it, screenshot whole and compared with
// the baseline (see playwright.config.ts beside this file).
import { expect, type Page, test } from '@playwright/test';
import { LANDING_SLUG } from '../../apps/server/src/db/seed/data';
import { SECTION_IDS } from '../../apps/web/src/features/admin/lib/sections';
import { admin, apiLogin, learner, paidCourse, scrollToEnd, signInBrowser } from '../support';

const S = LANDING_SLUG;

const publicPages = [
  '/',
  '/svi-kursevi',
  '/courses/type/video',
  '/ebooks',
  '/instructors',
  '/membership',
  '/contact',
  '/help',
  '/about-us',
  '/conditions',
  '/terms-of-use',
  '/korpa',
  '/login',
  '/register',
  '/reset-password',
  '/pretraga?q=stil',
  '/poklon-kartica',
  '/certificates',
  '/nema-takve-stranice',
  '/landing-page',
  '/thank-you',
  `/landing-main-page-${S}`,
  `/landing-page-${S}-m`,
  `/landing-page-${S}-w`,
  `/thank-you-${S}-w`,
  '/dizajniraj-svoj-prostor',
  `/kurs-stila-${S}-m`,
  `/${S}-new`,
  '/checkout/error',
  '/checkout/pending',
];

async function capture(page: Page, url: string, name: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await scrollToEnd(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    mask: [page.locator('video'), page.locator('time')],
    timeout: 30_000,
  });
}

const slug = (url: string) => url.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

test.describe('a visitor', () => {
  for (const url of publicPages) {
    test(`sees ${url}`, async ({ page }) => capture(page, url, `public-${slug(url)}`));
  }
  test('sees a course, its gift page and an instructor', async ({ page, request }) => {
    const course = (await paidCourse(request, 0)).id;
    await capture(page, `/courses/${course}`, 'public-course');
    await capture(page, `/poklon/kurs/${course}`, 'public-course-gift');
    const instructors = (await (await request.get('/api/instructors')).json()) as Array<{ id: number }>;
    await capture(page, `/instructors/${instructors[0].id}`, 'public-instructor');
  });
  test('sees the site in English', async ({ page }) => {
    await capture(page, '/?lng=en', 'public-home-en');
    await capture(page, '/svi-kursevi?lng=en', 'public-catalog-en');
  });
});

test.describe('a learner', () => {
  test('sees the profile and progress', async ({ page, request }) => {
    await signInBrowser(page, await apiLogin(request, learner.email, learner.password));
    await capture(page, '/profile', 'learner-profile');
    await capture(page, '/my-profile', 'learner-my-profile');
    await capture(page, '/dashboard', 'learner-dashboard');
  });
});

test.describe('the administrator', () => {
  // Opening a lesson records the viewer's progress, which the other size's run would then see: the administrator
  // (who may watch every course) looks at a different course at each size, and the learner's pages show none of it.
  test("sees a course's lessons", async ({ page, request }, testInfo) => {
    await signInBrowser(page, await apiLogin(request, admin.email, admin.password));
    const course = await paidCourse(request, testInfo.project.name === 'phone' ? 0 : 1);
    await capture(page, `/courses/${course.id}/videos`, 'admin-lessons');
  });
  for (const id of SECTION_IDS) {
    test(`sees ${id}`, async ({ page, request }) => {
      await signInBrowser(page, await apiLogin(request, admin.email, admin.password));
      await capture(page, `/dashboard?section=${id}`, `admin-${id}`);
    });
  }
});
