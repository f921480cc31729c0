// Issue 20 item 1, the static pages (ADR 076): an administrator writes a page's title and rich text (a heading, a
// paragraph with bold words) in Serbian and English with the editor's toolbar, publishes, and a visitor sees it at
// once, in the browser at 375 and 1440 px and in the server-rendered HTML, sanitized. The desktop journey edits
// "about" (and previews a draft of the home page's texts), the phone's "terms", so the two projects never save
// over each other.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { admin, apiLogin, signInBrowser } from './support';

test.describe.configure({ timeout: 180_000 });

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: test.info().outputPath(`${name}-${test.info().project.name}.png`),
    fullPage: true,
  });

async function renderedHtml(request: APIRequestContext, path: string, lng: 'sr' | 'en') {
  const res = await request.get(`${path}?lng=${lng}`, { headers: { 'accept-encoding': 'identity' } });
  expect(res.status()).toBe(200);
  return res.text();
}

test('an administrator writes a static page in both languages and a visitor sees it at once', async ({
  page,
  request,
  browser,
}, info) => {
  const phone = info.project.name === 'phone';
  const name = phone ? 'terms' : 'about';
  const path = phone ? '/terms-of-use' : '/about-us';
  const mark = Date.now().toString(36);
  const text = {
    sr: {
      title: phone ? `Uslovi korišćenja ${mark}` : `O nama ${mark}`,
      heading: `Ko smo ${mark}`,
      lead: 'Atelje je ',
      bold: 'onlajn akademija',
    },
    en: {
      title: phone ? `Terms of use ${mark}` : `About us ${mark}`,
      heading: `Who we are ${mark}`,
      lead: 'Atelje is an ',
      bold: 'online academy',
    },
  };

  const token = await apiLogin(request, admin.email, admin.password);
  await signInBrowser(page, token);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'sr'));
  await page.goto(`/dashboard?section=sadrzaj&doc=${encodeURIComponent(`page:${name}`)}`);
  const editor = page.getByTestId('content-editor');
  await expect(editor).toBeVisible();

  for (const lang of ['sr', 'en'] as const) {
    if (phone) await editor.getByRole('button', { name: lang === 'sr' ? 'Srpski' : 'English' }).click();
    const suffix = `(${lang.toUpperCase()})`;
    await editor.getByLabel(`Naslov ${suffix}`, { exact: true }).fill(text[lang].title);
    const area = editor.getByRole('textbox', { name: `Tekst stranice ${suffix}` });
    const toolbar = editor.getByRole('toolbar', { name: `Oblikovanje: Tekst stranice ${suffix}` });
    await area.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Delete');
    await toolbar.getByRole('button', { name: 'Naslov odeljka' }).click();
    await page.keyboard.type(text[lang].heading);
    await page.keyboard.press('Enter');
    await page.keyboard.type(text[lang].lead);
    await toolbar.getByRole('button', { name: 'Podebljano' }).click();
    await page.keyboard.type(text[lang].bold);
    await toolbar.getByRole('button', { name: 'Podebljano' }).click();
    await page.keyboard.type('.');
    await expect(area.locator('h2')).toHaveText(text[lang].heading);
    await expect(area.locator('b, strong')).toHaveText(text[lang].bold);
  }
  await shot(page, `content-page-editor-${name}`);

  await page.getByTestId('content-publish').click();
  await expect(page.getByTestId('content-status')).toContainText('Uživo je verzija');

  // The server-rendered HTML has the new text, sanitized (the browser's <b> kept as <strong>), in both languages.
  for (const lng of ['sr', 'en'] as const) {
    const html = await renderedHtml(request, path, lng);
    expect(html).toContain(`<h2>${text[lng].heading}</h2>`);
    expect(html).toContain(`<strong>${text[lng].bold}</strong>`);
  }

  // A visitor, on a phone and on a desktop, in both languages.
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    for (const lng of ['sr', 'en'] as const) {
      const context = await browser.newContext({ viewport, locale: lng === 'en' ? 'en-GB' : 'sr-RS' });
      const visitor = await context.newPage();
      await visitor.goto(`${path}?lng=${lng}`);
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(text[lng].title);
      const body = visitor.getByTestId('published-body');
      await expect(body.getByRole('heading', { level: 2 })).toHaveText(text[lng].heading);
      await expect(body.locator('strong')).toHaveText(text[lng].bold);
      const width = await visitor.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await shot(visitor, `content-page-${name}-${lng}-${viewport.width}`);
      await context.close();
    }
  }
  if (!phone) await homePreview(request, browser);
});

/**
 * The home page server-renders its texts from the `home` document: a draft, through its preview link, in both
 * languages and at both sizes, while the published page stays as it is. Only the desktop journey saves it, so the
 * two projects never race on the document.
 */
async function homePreview(request: APIRequestContext, browser: Browser) {
  const token = await apiLogin(request, admin.email, admin.password);
  const auth = { authorization: `Bearer ${token}` };
  const doc = await (await request.get('/api/admin/content/home', { headers: auth })).json();
  const mark = Date.now().toString(36);
  const texts = (lang: 'sr' | 'en') => ({
    hero: {
      eyebrow: lang === 'sr' ? 'Onlajn akademija' : 'Online academy',
      title_start: lang === 'sr' ? `Zanat od majstora ${mark}` : `A craft from masters ${mark}`,
      title_accent: lang === 'sr' ? 'korak po korak.' : 'step by step.',
      subtitle: lang === 'sr' ? 'Video kursevi.' : 'Video courses.',
      register: lang === 'sr' ? 'Registruj se' : 'Register',
      browse: lang === 'sr' ? 'Pogledaj kurseve' : 'Browse courses',
      note: lang === 'sr' ? 'Besplatan mini kurs.' : 'A free mini course.',
    },
    services: { eyebrow: 'e', title: 'Services', intro: 'i' },
    popular: { eyebrow: 'e', title: 'Popular', intro: 'i' },
    highlights: { eyebrow: 'e', title: 'Highlights' },
    categories: { eyebrow: 'e', title: 'Categories' },
    closing: { title: 'Closing', text: 'x', cta: 'Go' },
  });
  const draft = await request.put('/api/admin/content/home/draft', {
    headers: auth,
    data: { base_version: doc.data.version, content: { sr: texts('sr'), en: texts('en') } },
  });
  expect(draft.status()).toBe(200);
  const preview = await request.post('/api/admin/content/home/preview', { headers: auth });
  const url: string = (await preview.json()).url;
  for (const lng of ['sr', 'en'] as const) {
    const res = await request.get(`${url}&lng=${lng}`, { headers: { 'accept-encoding': 'identity' } });
    expect(await res.text()).toContain(texts(lng).hero.title_start);
  }
  // The published page is unchanged.
  const live = await request.get('/?lng=sr', { headers: { 'accept-encoding': 'identity' } });
  expect(await live.text()).not.toContain(texts('sr').hero.title_start);
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1440, height: 900 },
  ]) {
    const context = await browser.newContext({ viewport, locale: 'en-GB' });
    const visitor = await context.newPage();
    await visitor.goto(`${url}&lng=en`);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText(texts('en').hero.title_start);
    await expect(visitor.getByTestId('draft-preview-banner')).toBeVisible();
    await visitor.screenshot({ path: test.info().outputPath(`home-preview-en-${viewport.width}.png`) });
    await context.close();
  }
}
