// Journey of the admin uploads (issue 6), as the demo administrator: upload a lesson with an intro in the
// dashboard's "Lekcija sa uvodom" section ("Upload Video New" in the spec) and watch the progress bar and the joining job, then find the joined
// video in the video gallery and play it with "Preskoči uvod" (Skip Intro). Also the form's own checks, in both languages.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { admin, apiLogin } from './support';

/** Where the dashboard shell shows a section (spec 001 §2 section ids). */
const section = (id: string) => `/dashboard?section=${id}`;

let dir: string;
let lessonFile: string;
let introFile: string;
let corruptFile: string;

/** FFMPEG_PATH, else the binary of @ffmpeg-installer/ffmpeg (the server's own fallback). */
const ffmpeg =
  process.env.FFMPEG_PATH ??
  (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** A short H.264/AAC test-pattern video. */
function makeVideo(name: string, seconds: number, colour: string) {
  const out = path.join(dir, name);
  execFileSync(ffmpeg, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=${colour}:s=640x360:r=25:d=${seconds}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=330:duration=${seconds}`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ]);
  return out;
}

test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atelje-e2e-uploads-'));
  lessonFile = makeVideo('lekcija.mp4', 6, 'navy');
  introFile = makeVideo('uvod.mp4', 3, 'darkred');
  // An MP4's 'ftyp' header, then noise: passes the upload's content check, fails processing (issue 15).
  corruptFile = path.join(dir, 'pokvaren.mp4');
  writeFileSync(
    corruptFile,
    Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      randomBytes(4096),
    ]),
  );
});

test.afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(page: Page, token: string) {
  await page.goto('/api/health');
  await page.evaluate((value) => localStorage.setItem('token', value), token);
}

const video = (page: Page) => page.getByTestId('lesson-video');
const currentTime = (page: Page) =>
  video(page).evaluate((element) => (element as HTMLVideoElement).currentTime);

test.describe('admin uploads', () => {
  test.use({ locale: 'sr-RS' });

  // Uploading and processing are the server's; the phone checks the forms' layout and messages (below).
  test('a lesson with an intro uploads with a progress bar, is joined, and plays with "Preskoči uvod" in the gallery', {
    tag: '@desktop-only',
  }, async ({ page, request }) => {
    test.setTimeout(180_000);
    await signIn(page, await apiLogin(request, admin.email, admin.password));
    await page.goto(section('video-upload-new'));
    const form = page.getByRole('region', { name: 'Lekcija sa uvodom' });
    await expect(form).toBeVisible();

    const title = `Lekcija sa uvodom ${Date.now()}`;
    const course = form.getByLabel('Kurs');
    await expect(course.locator('option').nth(1)).toBeAttached();
    await course.selectOption({ index: 1 });
    await form.getByLabel('Naslov', { exact: true }).fill(title);
    await form.getByLabel('Glavni video (lekcija)').setInputFiles(lessonFile);
    await form.getByLabel('Uvodni video (opciono)').setInputFiles(introFile);
    await form.getByRole('button', { name: 'Otpremi' }).click();

    const bar = form.getByRole('progressbar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
    await expect(form.getByRole('status').filter({ hasText: 'Video uspešno uploadovan!' })).toBeVisible();
    const job = form.getByTestId('video-job');
    await expect(job).toHaveAttribute('data-status', 'ready', { timeout: 90_000 });

    await page.goto(section('video-gallery'));
    const gallery = page.getByRole('region', { name: 'Video galerija' });
    await gallery.getByLabel('Pretraga po naslovu').fill(title);
    const item = gallery.getByRole('button', { name: new RegExp(title) });
    await expect(item).toContainText('Uvod + lekcija');
    await item.click();
    await expect(page.getByTestId('lesson-player')).toHaveAttribute('data-type', 'CONCAT');
    const skip = page.getByTestId('skip-intro');
    await expect(skip).toBeVisible();
    await expect(skip).toHaveText(/Preskoči uvod/);
    await expect
      .poll(() => video(page).evaluate((e) => (e as HTMLVideoElement).readyState))
      .toBeGreaterThan(0);
    await skip.click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(2.9);
    await expect(skip).toBeHidden();
  });

  // Uploading and processing are the server's; the phone checks the forms' layout and messages (below).
  test(
    'a corrupt video is not published: the gallery shows the failure and takes a new file, in both languages',
    { tag: '@desktop-only' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(180_000);
      await signIn(page, await apiLogin(request, admin.email, admin.password));
      await page.goto(section('video-upload'));
      const single = page.getByRole('region', { name: 'Otpremanje videa' });
      const title = `Pokvarena lekcija ${Date.now()}`;
      const course = single.getByLabel('Kurs');
      await expect(course.locator('option').nth(1)).toBeAttached();
      await course.selectOption({ index: 1 });
      await single.getByLabel('Naslov', { exact: true }).fill(title);
      await single.getByLabel('Video fajl').setInputFiles(corruptFile);
      await single.getByRole('button', { name: 'Otpremi' }).click();
      await expect(single.getByTestId('video-job')).toHaveAttribute('data-status', 'failed', {
        timeout: 90_000,
      });

      await page.goto(section('video-gallery'));
      const gallery = page.getByRole('region', { name: 'Video galerija' });
      await gallery.getByLabel('Pretraga po naslovu').fill(title);
      const item = gallery.getByRole('button', { name: new RegExp(title) });
      await expect(item).toContainText('Nije objavljeno');
      await item.click();
      const replace = gallery.getByTestId('replace-video');
      await expect(replace).toContainText('Obrada videa nije uspela.');
      await expect(replace).toContainText('Polaznici ne vide ovu lekciju');
      await expect(page.getByTestId('lesson-player')).toHaveCount(0);
      // The desktop (1440 px) and phone (375 px) projects both run this; the form fits either.
      const button = replace.getByRole('button', { name: 'Zameni fajl' });
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`failed-video-${testInfo.project.name}.png`),
        fullPage: true,
      });

      await page.goto(`${section('video-gallery')}&lng=en`);
      const galleryEn = page.getByRole('region', { name: 'Video gallery' });
      await galleryEn.getByLabel('Search by title').fill(title);
      const itemEn = galleryEn.getByRole('button', { name: new RegExp(title) });
      await expect(itemEn).toContainText('Not published');
      await itemEn.click();
      const replaceEn = galleryEn.getByTestId('replace-video');
      await expect(replaceEn).toContainText('Processing the video failed.');
      await replaceEn.getByRole('button', { name: 'Replace the file' }).click();
      await expect(
        replaceEn
          .getByRole('alert')
          .filter({ hasText: 'Please fill in all fields and choose a video file.' }),
      ).toBeVisible();
      await replaceEn.getByLabel('New video file').setInputFiles(lessonFile);
      await replaceEn.getByRole('button', { name: 'Replace the file' }).click();
      // Processed again, then published: the gallery plays it like any other.
      await expect(itemEn).not.toContainText('Not published', { timeout: 90_000 });
      await expect(page.getByTestId('lesson-player')).toBeVisible();
    },
  );

  test('the upload forms check their fields before sending', async ({ page, request }) => {
    await signIn(page, await apiLogin(request, admin.email, admin.password));
    await page.goto(section('video-upload-new'));
    const lesson = page.getByRole('region', { name: 'Lekcija sa uvodom' });
    await lesson.getByRole('button', { name: 'Otpremi' }).click();
    await expect(lesson.getByRole('alert')).toHaveText('Popunite sva obavezna polja!');

    await page.goto(section('video-upload'));
    const single = page.getByRole('region', { name: 'Otpremanje videa' });
    await single.getByRole('button', { name: 'Otpremi' }).click();
    await expect(single.getByRole('alert')).toHaveText('Molimo popunite sva polja i izaberite video fajl.');
    await single.getByLabel('Naslov', { exact: true }).fill('Lekcija');
    await single.getByRole('button', { name: 'Otpremi' }).click();
    await expect(single.getByRole('alert')).toHaveText('Izaberite kurs');

    await page.goto(section('cover-upload'));
    const cover = page.getByRole('region', { name: 'Otpremanje naslovne slike' });
    await cover.getByRole('button', { name: 'Otpremi' }).click();
    await expect(cover.getByRole('alert')).toHaveText('Molimo izaberite kurs i cover sliku.');

    await page.goto(section('pdf-upload'));
    const ebook = page.getByRole('region', { name: 'Otpremanje e-knjige' });
    await ebook.getByRole('button', { name: 'Otpremi' }).click();
    await expect(ebook.getByRole('alert')).toHaveText('Molimo popunite sva polja i izaberite fajl.');
  });
});

test.describe('admin uploads in English', () => {
  test.use({ locale: 'en-US' });

  // Uploading and processing are the server's; the phone checks the forms' layout and messages (below).
  test('the lesson form speaks English', { tag: '@desktop-only' }, async ({ page, request }) => {
    await signIn(page, await apiLogin(request, admin.email, admin.password));
    await page.goto(`${section('video-upload-new')}&lng=en`);
    const lesson = page.getByRole('region', { name: 'Lesson with intro' });
    await lesson.getByRole('button', { name: 'Upload' }).click();
    await expect(lesson.getByRole('alert')).toHaveText('Fill in all required fields!');
  });
});
