// Serbian in Cyrillic (issue 23 item 2, ADR 082), at 375 and 1440 px: the home page and a course page rendered by the
// server in Cyrillic (<html lang="sr-Cyrl">, hreflang alternates, course texts from the API transliterated) and
// hydrated without a difference; a query typed in Cyrillic, "дизајн", finds the Dizajn courses; a signed-in learner
// switches the script with the Lat/Ћир toggle (remembered for the next page) and reaches checkout in Cyrillic.
import { execFileSync } from 'node:child_process';
import { expect, type Page, test } from '@playwright/test';
import { toCyrillic } from '../packages/shared/src/text/transliterate';
import {
  addToCart,
  apiLearner,
  apiLogin,
  readMail,
  shot,
  signInBrowser,
  uniqueEmail,
  untilLive,
  watchLessonToEnd,
} from './support';

/** The demo's "Osnove dizajna enterijera". */
const COURSE = 1;
const cyr = (text: string) => toCyrillic(text);

/** The search box: in the bar on a desktop, in the menu's drawer on a phone. */
async function searchBox(page: Page) {
  await untilLive(page);
  const menu = page.getByRole('button', { name: cyr('Otvori meni') });
  await expect(
    menu.or(page.getByRole('banner').getByRole('navigation')).filter({ visible: true }).first(),
  ).toBeVisible();
  if (await menu.isVisible()) {
    await menu.click();
    return page.getByRole('dialog', { name: cyr('Meni') }).getByRole('combobox', {
      name: cyr('Pretraži kurseve i predavače'),
    });
  }
  return page.getByRole('banner').getByRole('combobox', { name: cyr('Pretraži kurseve i predavače') });
}

test('the home page and a course page in Cyrillic, rendered by the server', async ({ page, request }) => {
  const hydration: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('atelje: hydration')) hydration.push(message.text());
  });
  const html = await (await request.get('/?lng=sr-Cyrl')).text();
  expect(html).toContain('<html lang="sr-Cyrl"');
  expect(html).toMatch(/hreflang="sr-Cyrl" href="[^"]*\?lng=sr-Cyrl"/);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\?lng=sr-Cyrl"/);
  // The server's markup is already Cyrillic, and the course titles in it too.
  expect(html).toContain(cyr('Osnove dizajna enterijera'));

  await page.goto('/?lng=sr-Cyrl');
  await untilLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0400-\u04ff]/);
  await shot(page, 'cyrillic-home');

  await page.goto(`/courses/${COURSE}?lng=sr-Cyrl`);
  await untilLive(page);
  const detail = page.getByTestId('course-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Основе дизајна ентеријера');
  await expect(page.getByRole('button', { name: cyr('Dodaj u korpu') }).first()).toBeVisible();
  await expect(page).toHaveTitle(/Основе дизајна ентеријера/);
  await shot(page, 'cyrillic-course');
  expect(hydration).toEqual([]);
});

test('a query typed in Cyrillic finds the Dizajn courses', async ({ page, request }) => {
  const answer = await (
    await request.get(`/api/search?query=${encodeURIComponent('дизајн')}`, {
      headers: { 'accept-language': 'sr' },
    })
  ).json();
  expect(JSON.stringify(answer)).toContain('Osnove dizajna enterijera');

  await page.goto('/?lng=sr-Cyrl');
  const box = await searchBox(page);
  await box.fill('дизајн');
  const option = page.getByTestId('search-option-course').filter({ hasText: 'Основе дизајна ентеријера' });
  await expect(option).toBeVisible();
  await shot(page, 'cyrillic-search');
});

test('a learner switches the script and reaches checkout in Cyrillic', async ({ page, request }) => {
  const { token } = await apiLearner(request, 'cyrillic');
  await signInBrowser(page, token);
  await page.goto(`/courses/${COURSE}?lng=sr`);
  await untilLive(page);
  const detail = page.getByTestId('course-detail');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Osnove dizajna enterijera');

  // The toggle is in the bar on a desktop, in the menu's drawer on a phone.
  const menu = page.getByRole('button', { name: 'Otvori meni' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('button', { name: /Ćir ćirilica/ })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText('Основе дизајна ентеријера');

  await addToCart(page);
  // The next page comes in the chosen script (the language cookie holds sr-Cyrl).
  await page.goto('/checkout');
  await untilLive(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sr-Cyrl');
  await expect(page.getByTestId('summary-line')).toHaveCount(1);
  await expect(page.getByTestId('summary-line')).toContainText('Основе дизајна ентеријера');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0400-\u04ff]/);
  await shot(page, 'cyrillic-checkout');
});

test('a Cyrillic learner finishes a course, downloads the certificate in Cyrillic and gets its e-mail in Cyrillic', async ({
  page,
  request,
}) => {
  test.slow();
  // Registered from a Cyrillic page: the account keeps sr-Cyrl (ADR 082), its documents follow it (ADR 086).
  const name = 'Jelena Ćirić';
  const email = uniqueEmail('cyrillic-certificate');
  const password = 'Sertifikat#2026';
  const registered = await request.post('/api/register', {
    headers: { 'accept-language': 'sr-Cyrl' },
    data: { name, email, password, password_confirmation: password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = await apiLogin(request, email, password);
  const settings = await (await request.get('/api/settings/public')).json();
  const courseId = settings.free_mini_course_id as number;
  const course = (await (await request.get(`/api/courses/${courseId}`)).json()) as { title: string };
  const videos = (await (await request.get(`/api/courses/${courseId}/videos`)).json()) as Array<{
    id: number;
    is_intro: 0 | 1;
    duration_seconds: number;
  }>;
  for (const lesson of videos.filter((video) => video.is_intro === 0)) {
    const saved = await watchLessonToEnd(request, token, courseId, lesson.id, lesson.duration_seconds);
    expect(saved.completed).toBe(true);
  }
  const list = await request.get('/api/certificates', { headers: { authorization: `Bearer ${token}` } });
  const [certificate] = (await list.json()).certificates as Array<{ code: string }>;
  expect(certificate).toBeDefined();
  const { code } = certificate!;

  // From the profile, in Cyrillic: the certificate's download link.
  await signInBrowser(page, token);
  await page.goto('/my-profile?lng=sr-Cyrl');
  await untilLive(page);
  const item = page.locator(`[data-testid="certificate"][data-code="${code}"]`);
  // "Преузми ПДФ сертификата за „…“": the download link, named after the course in Cyrillic.
  const link = item.getByRole('link', { name: new RegExp(`^${cyr('Preuzmi')}.*${cyr(course.title)}`) });
  await link.scrollIntoViewIfNeeded();
  await expect(link).toHaveAttribute('href', new RegExp(`/certificates/${code}\\.pdf\\?`));
  await shot(page, 'cyrillic-certificate-profile');
  const saved = page.waitForEvent('download');
  await link.click();
  const file = await saved;
  const pdf = test.info().outputPath(`cyrillic-certificate-${page.viewportSize()?.width}.pdf`);
  await file.saveAs(pdf);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdf, '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain('Јелена Ћирић');
  expect(text.replace(/\s+/g, ' ')).toContain(cyr(course.title));
  expect(text).toContain(code);
  // Its words are Cyrillic: what is left in Latin is the code (its groups may be spaced) and the verification address.
  const latin = (
    text
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/[\w.-]+\.[a-z]{2,}(?:\/\S*)?/gi, ' ')
      .match(/[A-Za-zČĆĐŠŽčćđšž]{3,}/g) ?? []
  ).filter((word) => !code.includes(word));
  expect(latin).toEqual([]);

  // The certificate's e-mail, as the outbox keeps it, in Cyrillic with its links untouched.
  const mail = await readMail(request, email, 'certificate-issued');
  expect(mail.subject).toBe(`${cyr('Vaš sertifikat')}: ${cyr(course.title)}`);
  expect(mail.text).toContain('Здраво, Јелена Ћирић,');
  expect(mail.text).toContain(code);
  expect(mail.html).toContain('lang="sr-Cyrl"');
  expect(mail.html).toMatch(new RegExp(`href="[^"]*/certificates/${code}"`));
  const viewport = page.viewportSize()!;
  const mailPage = await page.context().newPage();
  await mailPage.setViewportSize(viewport);
  await mailPage.setContent(mail.html);
  await mailPage.screenshot({
    path: test.info().outputPath(`cyrillic-certificate-mail-full-${viewport.width}.png`),
    fullPage: true,
  });
  await shot(mailPage, 'cyrillic-certificate-mail');
  // Nothing of the e-mail reaches past the window (a phone lays out a page without a viewport tag 980 px wide, as
  // mail apps do before they scale it to fit).
  expect(await mailPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await mailPage.close();
});
