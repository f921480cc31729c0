// Journeys of issue 16 (defects 9 and 11) as a reader sees them, in Serbian and English: a course card counts its
// lessons in the right form and the admin course form is Serbian in Serbian, with screenshots for a person to look
// at. The rest of these texts are component tests: the profile's access dates and free extension
// (purchases-list.component.test.tsx), the lesson page's "0 od 3 lekcije" and "Preskoči uvod"
// (lesson-player.component.test.tsx) and the checkout country (checkout-page.component.test.tsx).
import { expect as baseExpect, test } from '@playwright/test';
import { plural } from '../packages/shared/src/i18n/plural';
import { admin, apiLogin, shot, signInBrowser } from './support';

// Each test loads several lazy routes and waits for the server's answers; on a machine shared by several runs
// they took longer than the default 10 s, which says nothing about the texts this journey checks.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const LANGS = ['sr', 'en'] as const;
type Lang = (typeof LANGS)[number];

const LESSON: Record<Lang, { one: string; few?: string; other: string }> = {
  sr: { one: 'lekcija', few: 'lekcije', other: 'lekcija' },
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
