// Captions and transcripts (issue 22 item 1, ADR 078), on a phone and a desktop: the course page names the caption
// languages; a learner turns on Serbian captions in a CONCAT lesson (the cues start where "Skip Intro" lands), the
// choice is remembered, the transcript lists the cues and seeks the video from one; an administrator uploads a
// caption file in the video gallery (a wrong file is refused with the server's message) and removes it.
import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  admin,
  apiLogin,
  buyer,
  courseVideos,
  scrollIntoView,
  seriousViolations,
  signInBrowser,
} from './support';

// The player's autoplay is motion.
test.use({ locale: 'sr-RS', reducedMotion: 'no-preference' });

/** The demo course with a lesson whose intro is joined in (CONCAT); the seed gives its lessons sr and en captions. */
const CONCAT_COURSE = 10;
const SHOTS = '/tmp/captions-shots';

const video = (page: Page) => page.getByTestId('lesson-video');

async function keep(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });
}

/** Each <track>'s language and mode, and the start of the Serbian one's first cue once it is loaded. */
const tracks = (page: Page) =>
  video(page).evaluate((element) =>
    Array.from((element as HTMLVideoElement).textTracks).map((track) => ({
      language: track.language,
      mode: track.mode,
      firstCue: track.cues && track.cues.length > 0 ? track.cues[0]!.startTime : null,
    })),
  );

test('a learner turns on Serbian captions, opens the transcript and seeks from it', async ({
  page,
  request,
}) => {
  const person = await buyer(request, 'titlovi', [CONCAT_COURSE]);
  const lesson = (await courseVideos(request, CONCAT_COURSE)).find((v) => v.intro_duration !== null)!;
  const intro = Number(lesson.intro_duration);

  // The course page lists the caption languages.
  await page.goto(`/courses/${CONCAT_COURSE}`);
  await expect(page.getByTestId('course-captions')).toHaveText('srpski, engleski');

  await signInBrowser(page, person.token);
  await page.goto(`/courses/${CONCAT_COURSE}/videos?v=${lesson.id}`);
  await expect(page.getByTestId('lesson-player')).toHaveAttribute('data-type', 'CONCAT');
  const select = page.getByRole('combobox', { name: 'Titlovi' });
  // Off unless the learner chose otherwise.
  await expect(select).toHaveValue('off');
  await expect(select.locator('option')).toHaveText(['Isključeni', 'Srpski', 'English']);
  await expect.poll(() => video(page).evaluate((e) => (e as HTMLVideoElement).readyState)).toBeGreaterThan(0);
  await video(page).evaluate((e) => {
    const element = e as HTMLVideoElement;
    element.pause();
    element.currentTime = 0;
  });

  await select.selectOption({ label: 'Srpski' });
  await expect
    .poll(async () =>
      (await tracks(page)).map((track) => [track.language, track.mode, track.firstCue !== null]),
    )
    .toEqual([
      ['sr', 'showing', true],
      ['en', 'disabled', false],
    ]);
  // The served cues are moved past the joined intro: the first starts where the intro ends.
  expect((await tracks(page))[0]!.firstCue).toBeCloseTo(intro, 2);
  expect(await page.evaluate(() => localStorage.getItem('atelje.captions'))).toBe('sr');

  // "Skip Intro" lands where the lesson's first cue starts: the captions stay with the words.
  await page.getByTestId('skip-intro').click();
  await expect
    .poll(() => video(page).evaluate((e) => (e as HTMLVideoElement).currentTime))
    .toBeGreaterThanOrEqual(intro);
  await video(page).evaluate((e) => (e as HTMLVideoElement).pause());

  // The transcript: the cues in order, in Serbian, the one playing marked; a cue seeks the video.
  const toggle = page.getByRole('button', { name: 'Prikaži transkript' });
  await toggle.click();
  const transcript = page.getByRole('region', { name: 'Transkript (Srpski)' });
  await expect(transcript).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sakrij transkript' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const cues = transcript.getByTestId('transcript-cue');
  await expect(cues).toHaveCount(3);
  await expect(cues.first()).toContainText(`Dobro došli na lekciju „${lesson.title}”.`);
  await expect(cues.nth(2)).toContainText('Zadatak za vežbu čeka vas na kraju lekcije.');
  const third = cues.nth(2);
  await third.focus();
  await page.keyboard.press('Enter');
  const target = await video(page).evaluate((e) => {
    const track = Array.from((e as HTMLVideoElement).textTracks).find((t) => t.language === 'sr')!;
    return track.cues![2]!.startTime;
  });
  await expect
    .poll(() => video(page).evaluate((e) => (e as HTMLVideoElement).currentTime))
    .toBeCloseTo(target, 1);
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(cues.first()).not.toHaveAttribute('aria-current', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await scrollIntoView(transcript);
  await keep(page, 'learner-transcript-sr');

  // The choice is remembered on the next visit.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Titlovi' })).toHaveValue('sr');
  await expect.poll(async () => (await tracks(page))[0]?.mode).toBe('showing');

  // English pages: the course page's line and the menu in English.
  await page.goto(`/courses/${CONCAT_COURSE}?lng=en`);
  await expect(page.getByTestId('course-captions')).toHaveText('Serbian, English');
  await scrollIntoView(page.getByTestId('course-captions'));
  await keep(page, 'course-page-en');
  await page.goto(`/courses/${CONCAT_COURSE}/videos?v=${lesson.id}&lng=en`);
  const english = page.getByRole('combobox', { name: 'Captions' });
  await expect(english).toHaveValue('sr');
  await english.selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Show transcript' }).click();
  const englishTranscript = page.getByRole('region', { name: 'Transcript (English)' });
  await expect(englishTranscript.getByTestId('transcript-cue').first()).toContainText(
    `Welcome to the lesson "${lesson.title}".`,
  );
  await scrollIntoView(englishTranscript);
  await keep(page, 'learner-transcript-en');
});

test('an administrator uploads a caption file for a lesson in the video gallery', async ({
  page,
  request,
}, info) => {
  const token = await apiLogin(request, admin.email, admin.password);
  const headers = { authorization: `Bearer ${token}` };
  // A lesson of a course the seed gave no captions, one per screen size (the two run at the same time).
  const lessons = (await courseVideos(request, 2)).filter((v) => !v.is_intro);
  const target = lessons[info.project.name === 'phone' ? lessons.length - 1 : lessons.length - 2]!;
  const cleanUp = () => request.delete(`/api/admin/videos/${target.id}/captions/en`, { headers });
  await cleanUp();
  try {
    await signInBrowser(page, token);
    await page.goto('/dashboard?section=video-gallery');
    const gallery = page.getByRole('region', { name: 'Video galerija' });
    await gallery.getByLabel('Pretraga po naslovu').fill(target.title);
    await gallery
      .getByRole('button', { name: new RegExp(target.title) })
      .first()
      .click();
    const manager = gallery.getByTestId('captions-manager');
    await expect(manager).toHaveCount(1);
    await expect(gallery.getByTestId('preview-toggle')).toHaveCount(1);
    await expect(manager.getByRole('heading', { name: 'Titlovi lekcije' })).toBeVisible();
    await expect(manager.getByTestId('caption-row-en')).toContainText('Nema titlova');

    const form = manager.getByTestId('captions-form');
    await form.getByLabel('Jezik titlova').selectOption({ label: 'Engleski' });
    const file = form.getByLabel('Fajl sa titlovima');
    // A file that is neither WebVTT nor SRT: the server's message, and nothing stored.
    await file.setInputFiles({
      name: 'beleske.vtt',
      mimeType: 'text/vtt',
      buffer: Buffer.from('samo beleške'),
    });
    await form.getByRole('button', { name: 'Otpremi titlove' }).click();
    await expect(form.getByRole('alert')).toHaveText('Fajl mora biti WebVTT (počinje sa „WEBVTT”) ili SRT.');
    await expect(manager.getByTestId('caption-row-en')).toContainText('Nema titlova');

    const srt =
      '1\n00:00:00,500 --> 00:00:02,000\nWelcome\n\n2\n00:00:02,500 --> 00:00:04,000\nLet us begin\n';
    await file.setInputFiles({
      name: 'lesson.srt',
      mimeType: 'application/x-subrip',
      buffer: Buffer.from(srt),
    });
    await form.getByRole('button', { name: 'Otpremi titlove' }).click();
    await expect(form.getByText('Titlovi su sačuvani.')).toBeVisible();
    const row = manager.getByTestId('caption-row-en');
    await expect(row).toContainText(/Verzija 1 · 2 titla · /);
    await expect(row).toContainText('pretvoreno iz SRT');
    // The gallery's player offers the new track at once.
    await expect(
      gallery.getByRole('combobox', { name: 'Titlovi', exact: true }).locator('option'),
    ).toHaveText(['Isključeni', 'English']);
    expect(await seriousViolations(page)).toEqual([]);
    await scrollIntoView(manager);
    await keep(page, 'admin-captions-sr');

    await row.getByRole('button', { name: 'Obriši titlove: Engleski' }).click();
    await expect(manager.getByText('Titlovi su obrisani.')).toBeVisible();
    await expect(row).toContainText('Nema titlova');
  } finally {
    await cleanUp();
  }
});
