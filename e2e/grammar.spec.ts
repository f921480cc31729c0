// Journeys of issue 16 (defects 9 and 11) as a reader sees them, in Serbian and English at phone and desktop
// size: a course card counts its lessons in the right form, the profile writes access dates one way with the
// Serbian month in the genitive ("Pristup do 26. novembra 2027.") and no doubled full stop after a free extension,
// the lesson page says "0 od 3 lekcije" and "Preskoči uvod", the admin course form is Serbian in Serbian, and the
// checkout country is prefilled in the page's language. Screenshots of each for a person to look at.
import { expect as baseExpect, test } from '@playwright/test';
import { formatDate } from '../packages/shared/src/i18n/dates';
import { plural } from '../packages/shared/src/i18n/plural';
import {
  admin,
  apiLearner,
  apiLogin,
  apiUserCourses,
  buyer,
  openMenuIfCollapsed,
  paidCourse,
  shot,
  signInBrowser,
} from './support';

// Each test loads several lazy routes and waits for the server's answers; on a machine shared by several runs
// they took longer than the default 10 s, which says nothing about the texts this journey checks.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const LANGS = ['sr', 'en'] as const;
type Lang = (typeof LANGS)[number];

/** The demo course with a concatenated intro ("Preskoči uvod"). */
const CONCAT_COURSE = 10;

const LESSON: Record<Lang, { one: string; few?: string; other: string }> = {
  sr: { one: 'lekcija', few: 'lekcije', other: 'lekcija' },
  en: { one: 'lesson', other: 'lessons' },
};
/** After "od" / "of": the genitive in Serbian, "0 od 1 lekcije", "0 od 3 lekcije", "0 od 5 lekcija". */
const OF_LESSONS: Record<Lang, { one: string; few?: string; other: string }> = {
  sr: { one: 'lekcije', few: 'lekcije', other: 'lekcija' },
  en: { one: 'lesson', other: 'lessons' },
};

for (const lng of LANGS) {
  // Words, cases and dates are the same at every width: the desktop run checks them.
  test.describe(`in ${lng === 'sr' ? 'Serbian' : 'English'}`, { tag: '@desktop-only' }, () => {
    test.use({ locale: lng === 'sr' ? 'sr-RS' : 'en-US' });

    test('course cards count their lessons in the right form', async ({ page }) => {
      await page.goto(`/svi-kursevi?lng=${lng}`);
      const badges = page.getByTestId('course-lessons');
      await expect(badges.first()).toBeVisible();
      const texts = await badges.allInnerTexts();
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        const match = /^(\d+) (\p{L}+)$/u.exec(text.trim());
        expect(match, text).not.toBeNull();
        expect(match![2], text).toBe(plural(Number(match![1]), LESSON[lng], lng));
      }
      await page.getByTestId('course-card').first().scrollIntoViewIfNeeded();
      await shot(page, `grammar-${lng}-course-card`);
    });

    test('the profile writes access dates one way, the Serbian month in the genitive', async ({
      page,
      request,
    }) => {
      const course = await paidCourse(request, 1);
      const person = await buyer(request, `gramatika.profil.${lng}`, [course.id]);
      const [bought] = (await apiUserCourses(request, person.token)).filter((row) => row.id === course.id);
      const expiry = bought!.course_expiry_date!;
      await signInBrowser(page, person.token);
      await page.goto(`/my-profile?lng=${lng}`);

      const card = page.locator(`[data-testid="purchase"][data-course-id="${course.id}"]`);
      const until = formatDate(expiry, lng);
      if (lng === 'sr') expect(until).toMatch(/^\d{1,2}\. \p{L}+a \d{4}\.$/u);
      await expect(card.getByTestId('purchase-expiry')).toHaveText(
        lng === 'sr' ? `Pristup do ${until}` : `Access until ${until}`,
      );
      await card.getByTestId('purchase-details-toggle').click();
      await expect(card.getByTestId('purchase-expiry-date')).toHaveText(until);

      // The free month: the server's message ends with the date's own full stop, not two.
      await card.getByTestId('extend-free').click();
      await page.getByTestId('extend-confirm').click();
      // The click returns before the POST is answered: wait for the answer before reading the new date.
      await expect(card.getByRole('status')).toContainText(
        lng === 'sr' ? 'Pristup kursu je produžen do' : 'Course access extended until',
      );
      const [extended] = (await apiUserCourses(request, person.token)).filter((row) => row.id === course.id);
      const newUntil = formatDate(extended!.course_expiry_date!, lng);
      const message = card.getByRole('status').filter({ hasText: newUntil });
      await expect(message).toHaveText(
        lng === 'sr'
          ? `Pristup kursu je produžen do ${newUntil}`
          : `Course access extended until ${newUntil}.`,
      );
      await expect(message).not.toContainText('..');
      await expect(card.getByTestId('purchase-expiry')).toHaveText(
        lng === 'sr' ? `Pristup do ${newUntil}` : `Access until ${newUntil}`,
      );
      await card.scrollIntoViewIfNeeded();
      await shot(page, `grammar-${lng}-profile-purchase`);
    });

    test('the lesson page counts lessons after "od" and offers to skip the intro in the language', async ({
      page,
      request,
    }) => {
      const person = await buyer(request, `gramatika.lekcije.${lng}`, [CONCAT_COURSE]);
      await signInBrowser(page, person.token);
      const videos = (await (await request.get(`/api/courses/${CONCAT_COURSE}/videos`)).json()) as Array<{
        id: number;
        intro_duration: number | null;
      }>;
      const withIntro = videos.find((video) => video.intro_duration !== null)!;
      await page.goto(`/courses/${CONCAT_COURSE}/videos?v=${withIntro.id}&lng=${lng}`);
      await expect(page.getByTestId('lessons-page')).toBeVisible();
      // While the intro plays (it is a few seconds long, so first).
      await expect(page.getByTestId('skip-intro')).toContainText(
        lng === 'sr' ? 'Preskoči uvod' : 'Skip Intro',
      );
      const caption = page.getByTestId('lessons-page').getByText(/^0 (od|of) \d+ /);
      await expect(caption).toBeVisible();
      const text = (await caption.textContent()) ?? '';
      const [, total, word] = /^0 (?:od|of) (\d+) (\p{L}+)/u.exec(text) ?? [];
      expect(word, text).toBe(plural(Number(total), OF_LESSONS[lng], lng));
      await shot(page, `grammar-${lng}-lesson`);
    });

    test('the admin course form speaks one language', async ({ page, request }) => {
      await signInBrowser(page, await apiLogin(request, admin.email, admin.password));
      await page.goto(`/dashboard?section=kursevi-upload&lng=${lng}`);
      const form = page.getByTestId('course-form');
      await expect(form).toBeVisible();
      const sr = [
        'Životni stil',
        'Profesionalni',
        'E-knjiga (.pdf)',
        'Šablon (bilo koji fajl)',
        'Uskoro u prodaji',
      ];
      const en = ['Lifestyle', 'Professional', 'E-book (.pdf)', 'Template (any file)', 'Coming soon'];
      for (const text of lng === 'sr' ? sr : en) await expect(form).toContainText(text);
      for (const text of lng === 'sr'
        ? ['Lifestyle', 'Template', 'E-book', 'coming soon']
        : ['Životni', 'Šablon']) {
        await expect(form).not.toContainText(text);
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        lng === 'sr' ? 'Administracija - Otpremanje kursa' : 'Dashboard - Course upload',
      );
      await shot(page, `grammar-${lng}-admin-course-form`);
    });
  });
}

test('the checkout country is prefilled in the page language and follows a language switch', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  // Two visits of the checkout and two language switches.
  test.setTimeout(240_000);
  const course = await paidCourse(request, 2);
  const person = await apiLearner(request, 'gramatika.drzava');
  await signInBrowser(page, person.token);
  await page.goto(`/courses/${course.id}?lng=sr`);
  await page.getByTestId('add-to-cart').click();
  await page.goto('/korpa');
  await page.getByRole('checkbox', { name: /Prihvatam uslove korišćenja/ }).check();
  await page.getByRole('button', { name: 'Nastavi na plaćanje' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByLabel('Država')).toHaveValue('Srbija');

  const nav = await openMenuIfCollapsed(page);
  await nav.getByRole('button', { name: 'English' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('Serbia');
  await shot(page, 'grammar-en-checkout-country');

  // A country the buyer wrote stays as written.
  await page.getByLabel('Country').fill('Montenegro');
  await page.goto('/checkout?lng=sr');
  await expect(page.getByLabel('Država')).toHaveValue('Srbija');
  await page.getByLabel('Država').fill('Crna Gora');
  const navSr = await openMenuIfCollapsed(page);
  await navSr.getByRole('button', { name: 'English' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('Crna Gora');
});
