// Shareable certificates (issue 16, item 19): a learner who finished a course finds "Dodaj na LinkedIn" / "Add to
// LinkedIn profile" on the profile's certificate and on its verification page, opening LinkedIn's "Add to profile"
// form in a new tab with the certificate's name, the seller as issuer, the month and year of issue, the code and the
// verification page; the public verification page carries OpenGraph tags whose picture is the certificate.
import { writeFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { baseURL } from './playwright.config';
import {
  apiLogin,
  apiRegister,
  seriousViolations,
  shot,
  signInBrowser,
  uniqueEmail,
  watchLessonToEnd,
} from './support';

test.use({ locale: 'sr-RS' });

const texts = {
  sr: {
    profileLink: /^Dodaj na LinkedIn sertifikat za „.+“ \(otvara se u novoj kartici\)$/,
    button: 'Dodaj na LinkedIn',
    valid: 'Sertifikat je važeći',
    copy: 'Kopiraj link za proveru',
    copied: 'Link je kopiran',
  },
  en: {
    profileLink: /^Add to LinkedIn profile: the certificate for “.+” \(opens in a new tab\)$/,
    button: 'Add to LinkedIn profile',
    valid: 'The certificate is valid',
    copy: 'Copy the verification link',
    copied: 'Link copied',
  },
} as const;

/** A learner who has watched every lesson of the free mini course to its end: the certificate is issued. */
async function certifiedLearner(request: APIRequestContext) {
  const name = 'Jelena Linkedinović';
  const email = uniqueEmail('linkedin');
  const password = 'Sertifikat#2026';
  await apiRegister(request, name, email, password);
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
  expect(list.status()).toBe(200);
  const [certificate] = (await list.json()).certificates as Array<{ code: string; issued_at: string }>;
  expect(certificate).toBeDefined();
  return { name, token, course, seller: settings.company.name as string, certificate: certificate! };
}

/** The month and year of an instant on the academy's calendar (Belgrade), as LinkedIn's form takes them. */
function belgradeMonthYear(iso: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Belgrade',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(new Date(iso));
  const part = (type: string) => String(Number(parts.find((p) => p.type === type)!.value));
  return { issueYear: part('year'), issueMonth: part('month') };
}

type Certified = Awaited<ReturnType<typeof certifiedLearner>>;

/** The link opens LinkedIn's "Add to profile" form in a new tab, filled in with this certificate. */
async function expectLinkedInLink(link: Locator, learner: Certified) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  const url = new URL((await link.getAttribute('href'))!);
  expect(`${url.origin}${url.pathname}`).toBe('https://www.linkedin.com/profile/add');
  const { code, issued_at } = learner.certificate;
  expect(Object.fromEntries(url.searchParams)).toEqual({
    startTask: 'CERTIFICATION_NAME',
    name: learner.course.title,
    organizationName: learner.seller,
    ...belgradeMonthYear(issued_at),
    certUrl: `${baseURL}/certificates/${code}`,
    certId: code,
  });
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const metaContent = (page: Page, property: string) =>
  page.locator(`head meta[property="${property}"], head meta[name="${property}"]`).getAttribute('content');

test('a finished course’s certificate goes to LinkedIn with its fields, and its public page previews it', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const learner = await certifiedLearner(request);
  const { code } = learner.certificate;
  await signInBrowser(page, learner.token);

  for (const language of ['sr', 'en'] as const) {
    const words = texts[language];

    // the profile's certificate
    await page.goto(`/my-profile?lng=${language}`);
    const certificate = page.locator(`[data-testid="certificate"][data-code="${code}"]`);
    const fromProfile = certificate.getByRole('link', { name: words.profileLink });
    await expect(fromProfile).toHaveText(words.button);
    await expectLinkedInLink(fromProfile, learner);
    await fromProfile.scrollIntoViewIfNeeded();
    await shot(page, `certificate-share-profile-${language}`);
    expect(await seriousViolations(page)).toEqual([]);

    // the verification page, as its owner sees it
    await page.goto(`/certificates/${code}?lng=${language}`);
    const valid = page.getByTestId('certificate-valid');
    await expect(valid).toContainText(words.valid);
    await expect(valid.getByTestId('certificate-learner')).toHaveText(learner.name);
    const fromPage = valid.getByRole('link', { name: words.button });
    await expect(fromPage).toBeVisible();
    await expectLinkedInLink(fromPage, learner);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await valid.getByRole('button', { name: words.copy }).click();
    await expect(valid.getByRole('status')).toHaveText(words.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/certificates/${code}`);
    await shot(page, `certificate-share-verify-${language}`);
    expect(await seriousViolations(page)).toEqual([]);
  }

  // The public page as anyone opens it: the same verification, no owner's buttons, the preview tags in the HTML.
  const visitor = await browser.newPage();
  await visitor.goto(`/certificates/${code}`);
  await expect(visitor.getByTestId('certificate-valid')).toContainText(texts.sr.valid);
  await expect(visitor.getByRole('link', { name: texts.sr.button })).toHaveCount(0);
  const image = `${baseURL}/api/certificates/${code}/image.png`;
  expect(await metaContent(visitor, 'og:image')).toBe(image);
  expect(await metaContent(visitor, 'og:url')).toBe(`${baseURL}/certificates/${code}`);
  expect(await metaContent(visitor, 'og:title')).toBe(
    `Sertifikat: ${learner.course.title}, ${learner.name} | Atelje`,
  );
  expect(await metaContent(visitor, 'twitter:card')).toBe('summary_large_image');
  await shot(visitor, 'certificate-share-public-sr');
  await visitor.close();

  // An English crawler (no scripts) reads English tags and the English picture straight from the HTML.
  const crawled = await request.get(`/certificates/${code}`, { headers: { 'accept-language': 'en' } });
  expect(crawled.status()).toBe(200);
  const html = await crawled.text();
  expect(html).toContain(`<meta property="og:image" content="${image}?lang=en" />`);
  expect(html).toContain(`<meta property="og:title" content="Certificate: ${learner.course.title}`);

  for (const url of [image, `${image}?lang=en`]) {
    const picture = await request.get(url);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = await picture.body();
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    await writeFile(test.info().outputPath(`og-image-${url.endsWith('en') ? 'en' : 'sr'}.png`), png);
  }
});
