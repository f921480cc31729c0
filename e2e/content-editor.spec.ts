// Issue 20 item 1 (ADR 070): an administrator edits a landing page's hero and a testimonial in Serbian and English
// in the content editor, sees a field's message, saves a draft, previews the page as a visitor (the draft is not
// public yet), publishes, and a visitor sees it at once, the server-rendered HTML included; then restores the
// previous version. The desktop journey edits the women's style sign-up page, the phone's the men's, so the two
// projects never save over each other.
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { admin, apiLogin, signInBrowser } from './support';

test.describe.configure({ timeout: 180_000 });

const SLUG = 'milica';
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}-${test.info().project.name}.png`) });

interface Doc {
  version: number;
  published_version: number | null;
  content: {
    sr: { hero: { title: string }; testimonials: { items: { text: string }[] } };
    en: { hero: { title: string }; testimonials: { items: { text: string }[] } };
  };
}

async function readDoc(request: APIRequestContext, token: string, key: string): Promise<Doc> {
  const res = await request.get(`/api/admin/content/${encodeURIComponent(key)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

/** The page's server-rendered HTML as a plain request gets it (no JavaScript), in a language. */
async function renderedHtml(request: APIRequestContext, path: string, lng: 'sr' | 'en') {
  const res = await request.get(`${path}${path.includes('?') ? '&' : '?'}lng=${lng}`, {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(res.status()).toBe(200);
  return { html: await res.text(), headers: res.headers() };
}

/** A visitor's page: a new browser context, not signed in. */
async function visitor(browser: Browser, lng: 'sr' | 'en', viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: lng === 'en' ? 'en-GB' : 'sr-RS' });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test('an administrator edits, previews, publishes and restores a landing page in both languages', async ({
  page,
  request,
  browser,
}, info) => {
  const phone = info.project.name === 'phone';
  const gender = phone ? 'm' : 'w';
  const key = `landing:style-signup-${gender}`;
  const path = `/landing-page-${SLUG}-${gender}`;
  const viewport = page.viewportSize()!;
  const mark = `${Date.now().toString(36)}`;
  const edited = {
    sr: { title: `Tvoj stil za jedan vikend ${mark}`, quote: `Konačno znam šta da obučem ${mark}` },
    en: { title: `Your style in one weekend ${mark}`, quote: `At last I know what to wear ${mark}` },
  };

  const token = await apiLogin(request, admin.email, admin.password);
  const before = await readDoc(request, token, key);
  // The version visitors see now: before the first edit, the starting content becomes version 1.
  const previousLive = before.version === 0 ? 1 : before.published_version!;
  const original = before.content;

  await signInBrowser(page, token);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'sr'));
  await page.goto(`/dashboard?section=sadrzaj&doc=${encodeURIComponent(key)}`);
  const editor = page.getByTestId('content-editor');
  await expect(editor).toBeVisible();

  const hero = editor.locator('fieldset[data-field="sr.hero"]');
  const firstTestimonial = editor.getByTestId('list-sr.testimonials.items').getByTestId('list-item').first();
  const fill = async (lang: 'sr' | 'en') => {
    // A phone shows one language at a time: its switch picks which.
    if (phone) await editor.getByRole('button', { name: lang === 'sr' ? 'Srpski' : 'English' }).click();
    const suffix = `(${lang.toUpperCase()})`;
    await hero.getByLabel(`Naslov ${suffix}`, { exact: true }).fill(edited[lang].title);
    await firstTestimonial.getByLabel(`Tekst ${suffix}`, { exact: true }).fill(edited[lang].quote);
  };

  // A required text left empty: the schema's message under the field, nothing saved.
  if (phone) await editor.getByRole('button', { name: 'Srpski' }).click();
  await hero.getByLabel('Naslov (SR)', { exact: true }).fill('');
  await page.getByTestId('content-publish').click();
  await expect(hero.getByText('Ovo polje je obavezno.')).toBeVisible();
  await shot(page, 'content-editor-error-sr');

  await fill('sr');
  await fill('en');
  if (phone) await expect(hero.getByLabel('Naslov (SR)', { exact: true })).toBeHidden();
  await shot(page, 'content-editor-edited');

  // A draft: the public page does not change.
  await page.getByTestId('content-save-draft').click();
  await expect(page.getByTestId('content-status')).toContainText('Nacrt');
  expect((await renderedHtml(request, path, 'sr')).html).not.toContain(edited.sr.title);

  // Preview as a visitor: the draft, in both languages, never indexed.
  await page.getByTestId('content-preview').click();
  const link = page.getByTestId('content-preview-link');
  await expect(link).toBeVisible();
  const previewUrl = (await link.getAttribute('href'))!;
  expect(previewUrl).toContain(`${path}?preview=`);
  const preview = await visitor(browser, 'sr', viewport);
  await preview.page.goto(`${previewUrl}&lng=sr`);
  await expect(preview.page.getByRole('heading', { level: 1 })).toHaveText(edited.sr.title);
  await expect(preview.page.getByTestId('draft-preview-banner')).toHaveText(
    'Pregled nacrta: posetioci ovu verziju ne vide dok je ne objavite.',
  );
  await shot(preview.page, 'content-preview-sr');
  await preview.close();
  const previewHtml = await renderedHtml(request, previewUrl, 'en');
  expect(previewHtml.html).toContain(edited.en.title);
  expect(previewHtml.html).toContain('name="robots" content="noindex"');
  expect(previewHtml.headers['x-robots-tag']).toContain('noindex');

  // Publish: a visitor sees it at once, in the browser and in the server-rendered HTML, in both languages.
  await page.getByTestId('content-publish').click();
  await expect(page.getByTestId('content-status')).toContainText('Uživo je verzija');
  for (const lng of ['sr', 'en'] as const) {
    const { html, headers } = await renderedHtml(request, path, lng);
    expect(html).toContain(edited[lng].title);
    expect(html).toContain(edited[lng].quote);
    expect(headers['x-robots-tag']).toBeUndefined();
  }
  const seen = await visitor(browser, 'en', viewport);
  await seen.page.goto(`${path}?lng=en`);
  await expect(seen.page.getByRole('heading', { level: 1 })).toHaveText(edited.en.title);
  await expect(seen.page.getByText(edited.en.quote).first()).toBeVisible();
  await expect(seen.page.getByTestId('draft-preview-banner')).toHaveCount(0);
  await shot(seen.page, 'content-published-en');
  await seen.close();

  // Restore the version that was live before: the page is as it was.
  const history = page.getByTestId('content-history');
  const previous = history.getByTestId(`content-version-${previousLive}`);
  await previous.getByRole('button', { name: /^Vrati/ }).click();
  await shot(page, 'content-editor-restore');
  await previous.getByTestId('content-restore-confirm').click();
  await expect(history.locator('li').first()).toContainText(`vraćena iz ${previousLive}`);
  await expect(history.locator('li').first()).toContainText('uživo');
  for (const lng of ['sr', 'en'] as const) {
    const { html } = await renderedHtml(request, path, lng);
    expect(html).not.toContain(edited[lng].title);
    expect(html).toContain(original[lng].hero.title.replaceAll('&', '&amp;').replaceAll("'", '&#39;'));
  }
});
