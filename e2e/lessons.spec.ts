// Journeys of the lesson pages (issue 5): the demo learner opens a bought course from My progress; the player's
// intro rules with the demo academy's real H.264 videos (a concatenated intro with "Skip Intro", a separate intro
// played before its lesson); leaving a lesson and coming back to the same second; the access-denied screen for a
// visitor and a non-buyer; a token that dies on the lesson page (or before the page opens again) sends to login
// and back, never to "Morate kupiti ovaj kurs"; a finished course links its certificate (issue 16, items 4 and 8).
import { expect, type Page, test } from '@playwright/test';
import {
  apiLearner,
  apiLogin,
  buyer,
  courseVideos,
  learner,
  openMenuIfCollapsed,
  seriousViolations,
  signInBrowser,
  watchLessonToEnd,
} from './support';

// The player's autoplay and intro hand-over are motion.
test.use({ locale: 'sr-RS', reducedMotion: 'no-preference' });

/** The demo courses the seed gives the demo learner: 1 has a separate intro, 10 a concatenated one. */
const SEPARATE_INTRO_COURSE = 1;
const CONCAT_COURSE = 10;
const FREE_COURSE = 6;

const video = (page: Page) => page.getByTestId('lesson-video');
const currentTime = (page: Page) =>
  video(page).evaluate((element) => (element as HTMLVideoElement).currentTime);
/** The stream the player gave the element (ADR 079): under hls.js `currentSrc` is a `blob:` URL. */
const currentSrc = (page: Page) =>
  video(page).evaluate((element) => (element as HTMLVideoElement).dataset.stream ?? '');

/** Starts playback if the browser held autoplay back (the player retries once; a press always works). */
/**
 * Until the video plays. The player starts it by itself when the browser lets it, maybe only after a first look
 * found it paused: a "k" pressed then pauses it again, so the state is read anew until it plays.
 */
async function ensurePlaying(page: Page) {
  await expect(video(page)).toBeVisible();
  await expect(async () => {
    const paused = await video(page).evaluate((element) => (element as HTMLVideoElement).paused);
    if (paused) {
      await video(page).focus();
      await page.keyboard.press('k');
    }
    await expect
      .poll(
        () =>
          video(page).evaluate(
            (e) => !(e as HTMLVideoElement).paused && (e as HTMLVideoElement).currentTime > 0,
          ),
        {
          timeout: 3_000,
        },
      )
      .toBe(true);
  }).toPass({ timeout: 20_000 });
}

test('the demo learner opens a bought course from My progress', async ({ page, request }) => {
  await signInBrowser(page, await apiLogin(request, learner.email, learner.password));
  await page.goto('/');
  const nav = await openMenuIfCollapsed(page);
  await nav.getByRole('link', { name: 'Moj napredak' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Moj napredak', level: 1 })).toBeVisible();

  const card = page.locator(`[data-testid="progress-card"][data-course-id="${CONCAT_COURSE}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('progress-access')).toContainText(/Pristup do \d{1,2}\. \p{L}+ \d{4}\./u);
  await expect(
    page.locator(`[data-testid="progress-card"][data-course-id="${SEPARATE_INTRO_COURSE}"]`),
  ).toBeVisible();
  await card.getByTestId('progress-continue').click();

  await expect(page).toHaveURL(new RegExp(`/courses/${CONCAT_COURSE}/videos`));
  await expect(page.getByTestId('lessons-page')).toBeVisible();
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
  await expect(page.getByTestId('lesson-player')).toBeVisible();
  // the course's lessons carry video categories: the category view
  await expect(page.getByTestId('lesson-categories')).toBeVisible();
  await page.getByTestId('lesson-category').first().click();
  await expect(page).toHaveURL(new RegExp(`/courses/${CONCAT_COURSE}/\\d+/videos$`));
  await expect(page.getByTestId('lesson-link').first()).toBeVisible();
  // no download is offered for lessons
  await expect(video(page)).toHaveAttribute('controlslist', /nodownload/);
});

test('the CONCAT lesson shows "Preskoči uvod" (Skip Intro), and skipping lands after the intro', async ({
  page,
  request,
}) => {
  const person = await buyer(request, 'lekcije.concat', [CONCAT_COURSE]);
  const lesson = (await courseVideos(request, CONCAT_COURSE)).find((v) => v.intro_duration !== null)!;
  await signInBrowser(page, person.token);
  await page.goto(`/courses/${CONCAT_COURSE}/videos?v=${lesson.id}`);

  await expect(page.getByTestId('lesson-player')).toHaveAttribute('data-type', 'CONCAT');
  await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title);
  const skip = page.getByTestId('skip-intro');
  await expect(skip).toBeVisible();
  await expect(skip).toHaveText(/^Preskoči uvod/);
  await expect.poll(() => video(page).evaluate((e) => (e as HTMLVideoElement).readyState)).toBeGreaterThan(0);
  // The seed's intro lasts a few seconds and autoplay may have played it out on a slow machine: hold the video
  // at its start so the button is there to press.
  await video(page).evaluate((e) => {
    const element = e as HTMLVideoElement;
    element.pause();
    element.currentTime = 0;
  });
  await expect(skip).toBeVisible();
  await skip.click();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(lesson.intro_duration! - 0.05);
  await expect(skip).toBeHidden();
  await ensurePlaying(page);
  expect(await currentTime(page)).toBeGreaterThanOrEqual(lesson.intro_duration! - 0.05);
});

test('a REGULAR lesson plays its intro first and then the lesson', async ({ page, request }) => {
  const person = await buyer(request, 'lekcije.regular', [SEPARATE_INTRO_COURSE]);
  const videos = await courseVideos(request, SEPARATE_INTRO_COURSE);
  const intro = videos.find((v) => v.is_intro === 1)!;
  const lesson = videos.find((v) => v.id === intro.main_video_id)!;
  await signInBrowser(page, person.token);
  await page.goto(`/courses/${SEPARATE_INTRO_COURSE}/videos?v=${lesson.id}`);

  const player = page.getByTestId('lesson-player');
  await expect(player).toHaveAttribute('data-type', 'REGULAR');
  await expect(player).toHaveAttribute('data-phase', 'intro');
  await expect(page.getByTestId('intro-badge')).toBeVisible();
  await expect(page.getByTestId('skip-intro')).toBeVisible();
  expect(await currentSrc(page)).toContain('/api/media/intros/');
  await ensurePlaying(page);

  // the intro ends on its own and the lesson starts by itself
  await expect(player).toHaveAttribute('data-phase', 'lesson', { timeout: 20_000 });
  // the lesson streams as HLS (the demo's lessons have it), bound to this learner
  await expect.poll(() => currentSrc(page)).toContain(`/api/media/hls/${SEPARATE_INTRO_COURSE}/`);
  expect(await currentSrc(page)).toContain('uid=');
  await expect(page.getByTestId('skip-intro')).toBeHidden();
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(0);

  // skipping goes straight to the lesson
  await page.reload();
  await expect(player).toHaveAttribute('data-phase', /intro|lesson/);
  if ((await player.getAttribute('data-phase')) === 'intro') {
    await page.getByTestId('skip-intro').click();
    await expect(player).toHaveAttribute('data-phase', 'lesson');
    await expect.poll(() => currentSrc(page)).toContain(`/api/media/hls/${SEPARATE_INTRO_COURSE}/`);
  }
});

test('the learner leaves a lesson and comes back to the same second', async ({ page, request }) => {
  const person = await buyer(request, 'lekcije.nastavak', [SEPARATE_INTRO_COURSE]);
  const videos = await courseVideos(request, SEPARATE_INTRO_COURSE);
  // a later lesson with no intro of either kind, so the player opens the lesson itself
  const lesson = videos.find(
    (v) =>
      v.is_intro === 0 &&
      v.order > 1 &&
      v.intro_duration === null &&
      !videos.some((intro) => intro.main_video_id === v.id),
  )!;
  await signInBrowser(page, person.token);
  await page.goto(`/courses/${SEPARATE_INTRO_COURSE}/videos?v=${lesson.id}`);
  await expect(page.getByTestId('lesson-player')).toHaveAttribute('data-phase', 'lesson');
  await ensurePlaying(page);
  // Into the third second by seeking, not by waiting for software decoding on a busy machine to get there. The demo
  // lesson lasts 6 s and a position in its last second resumes from the start (resumeAt); at normal speed a busy
  // machine once played on past the end before the pause below took (stop 27's CI), so the video plays at a quarter
  // of its speed from here: 3.6 s of video left is 14 s of wall time.
  await video(page).evaluate((e) => {
    const element = e as HTMLVideoElement;
    element.currentTime = 2.4;
    element.playbackRate = 0.25;
  });
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(1.5);
  // Still playing, so that "k" pauses it.
  expect(await video(page).evaluate((e) => (e as HTMLVideoElement).paused)).toBe(false);
  await video(page).focus();
  await page.keyboard.press('k');
  await expect.poll(() => video(page).evaluate((e) => (e as HTMLVideoElement).paused)).toBe(true);
  const left = await currentTime(page);
  expect(left).toBeLessThan(4.5);

  // away to My progress, which names the lesson and the second to continue from
  const nav = await openMenuIfCollapsed(page);
  await nav.getByRole('link', { name: 'Moj napredak' }).click();
  const card = page.locator(`[data-testid="progress-card"][data-course-id="${SEPARATE_INTRO_COURSE}"]`);
  await expect(card).toContainText(lesson.title);
  await expect(card).toContainText(`od 0:0${Math.round(left)}`);
  await card.getByTestId('progress-continue').click();

  await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title);
  // the position is kept in whole seconds: the player starts at the second where the learner left
  await expect(page.getByText(`Nastavljeno od 0:0${Math.round(left)}`)).toBeVisible();
  await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(Math.round(left) - 0.05);
});

test('a visitor sees the access-denied screen with buy, login and back', async ({ page }) => {
  await page.goto(`/courses/${SEPARATE_INTRO_COURSE}/videos`);
  const denied = page.getByTestId('access-denied');
  await expect(denied).toBeVisible();
  await expect(denied.getByTestId('denied-message')).toHaveText(
    'Morate kupiti ovaj kurs da biste pristupili njegovom sadržaju.',
  );
  await expect(page.getByTestId('lesson-video')).toHaveCount(0);
  await expect(denied.getByTestId('denied-back')).toBeVisible();

  await denied.getByTestId('denied-buy').click();
  await expect(page.getByTestId('cart-dropdown')).toBeVisible();
  await expect(page.getByTestId('cart-dropdown-item')).toHaveCount(1);
  await page.keyboard.press('Escape');

  await denied.getByTestId('denied-login').click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=${encodeURIComponent(`/courses/${SEPARATE_INTRO_COURSE}/videos`)}`),
  );
  await page.getByLabel('Email', { exact: true }).fill(learner.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();
  // the demo learner owns this course: back on the lessons, granted
  await expect(page).toHaveURL(new RegExp(`/courses/${SEPARATE_INTRO_COURSE}/videos$`));
  await expect(page.getByTestId('lesson-player')).toBeVisible();
});

// The server's refusal in English; the phone sees the access-denied screen in the visitor's journey above.
test('a signed-in learner who did not buy the course sees the access-denied screen', {
  tag: '@desktop-only',
}, async ({ page, request }) => {
  const person = await apiLearner(request, 'lekcije.bez.kupovine');
  await signInBrowser(page, person.token);
  await page.goto(`/courses/${CONCAT_COURSE}/videos?lng=en`);
  const denied = page.getByTestId('access-denied');
  await expect(denied).toBeVisible();
  await expect(denied.getByTestId('denied-message')).toHaveText(
    'You need to buy this course to access its content.',
  );
  await expect(denied.getByTestId('denied-login')).toHaveCount(0);
  await expect(denied.getByTestId('denied-buy')).toBeVisible();
  await expect(page.getByTestId('lesson-video')).toHaveCount(0);
});

test('a token that stops working on the lesson page sends to login and back', async ({ page, request }) => {
  const person = await apiLearner(request, 'lekcije.401');
  await signInBrowser(page, person.token);
  const lessons = (await courseVideos(request, FREE_COURSE)).filter((v) => v.is_intro === 0);
  await page.goto(`/courses/${FREE_COURSE}/videos?v=${lessons[0]!.id}`);
  await expect(page.getByTestId('lesson-player')).toBeVisible();

  // the session ends elsewhere (logged out on another device)
  const out = await request.post('/api/logout', { headers: { authorization: `Bearer ${person.token}` } });
  expect(out.status()).toBeLessThan(300);
  // The next call with the token ends the session: opening the next lesson, or a call the page makes by itself
  // (the progress it saves) if that comes first. Either way the login page keeps the lesson page to return to.
  const next = page.locator(`[data-testid="lesson-link"][data-video-id="${lessons[1]!.id}"]`);
  await next.click({ timeout: 5_000 }).catch(() => {});
  await expect(page).toHaveURL(/\/login\?redirect=.*&session=expired$/);
  const back = new URL(page.url()).searchParams.get('redirect')!;
  const lessonId = Number(new URLSearchParams(back.split('?')[1]).get('v'));
  expect(back).toBe(`/courses/${FREE_COURSE}/videos?v=${lessonId}`);
  const returnTo = lessons.find((lesson) => lesson.id === lessonId)!;
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByTestId('requested-path')).toContainText(back);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Lozinka', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Prijavi se', exact: true }).last().click();
  await expect(page).toHaveURL(new RegExp(`${back.replace(/\?/g, '\\?')}$`));
  await expect(page.getByTestId('lesson-title')).toHaveText(returnTo.title);
  await expect(page.getByTestId('lesson-player')).toBeVisible();
});

for (const language of ['sr', 'en'] as const) {
  const words =
    language === 'sr'
      ? { expired: 'Vaša sesija je istekla', password: 'Lozinka', submit: 'Prijavi se' }
      : { expired: 'Your session has expired', password: 'Password', submit: 'Log in' };

  // The phone in Serbian; English is the same flow in other words, on the desktop.
  test(`a buyer whose session ended elsewhere reopens the lesson: login, then back, never "must buy" (${language})`, {
    tag: language === 'en' ? '@desktop-only' : [],
  }, async ({ page, request }) => {
    // the demo learner bought this course; a token of their own, so other journeys keep theirs
    const token = await apiLogin(request, learner.email, learner.password);
    await signInBrowser(page, token);
    const here = `/courses/${SEPARATE_INTRO_COURSE}/videos?lng=${language}`;
    await page.goto(here);
    await expect(page.getByTestId('lesson-player')).toBeVisible();

    // signed out on another device: the stored token no longer works
    const out = await request.post('/api/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(out.status()).toBeLessThan(300);
    await page.reload();

    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirect=${encodeURIComponent(here)}&session=expired$`),
    );
    await expect(page.getByRole('status').filter({ hasText: words.expired })).toBeVisible();
    await expect(page.getByTestId('requested-path')).toContainText(here);
    await expect(page.getByTestId('access-denied')).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await page.screenshot({ path: test.info().outputPath(`login-after-401-${language}.png`) });

    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    await page.getByLabel(words.password, { exact: true }).fill(learner.password);
    await page.getByRole('button', { name: words.submit, exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`${here.replace(/\?/g, '\\?')}$`));
    await expect(page.getByTestId('lesson-player')).toBeVisible();
    await expect(page.getByTestId('access-denied')).toHaveCount(0);
  });
}

test('finishing a course shows the way to its certificate on the lesson page and in My progress', async ({
  page,
  request,
}) => {
  // every lesson watched to its end through the API, with the server's watch-time clock moved on (ADR 025)
  test.slow();
  const person = await apiLearner(request, 'lekcije.sertifikat');
  const lessons = (await courseVideos(request, FREE_COURSE)).filter((v) => v.is_intro === 0);
  for (const lesson of lessons) {
    const saved = await watchLessonToEnd(
      request,
      person.token,
      FREE_COURSE,
      lesson.id,
      lesson.duration_seconds,
    );
    expect(saved.completed).toBe(true);
  }
  await signInBrowser(page, person.token);

  for (const language of ['sr', 'en'] as const) {
    await page.goto(`/courses/${FREE_COURSE}/videos?lng=${language}`);
    const done = page.getByTestId('course-done');
    await expect(done).toContainText(
      language === 'sr' ? 'Završili ste sve lekcije ovog kursa.' : 'You have completed every lesson',
    );
    await expect(done.getByTestId('certificate-link')).toHaveText(
      language === 'sr' ? 'Pogledaj sertifikat' : 'View your certificate',
    );
    await page.screenshot({ path: test.info().outputPath(`course-done-certificate-${language}.png`) });
  }

  // the banner opens the certificate, which its owner can also download
  await page.getByTestId('certificate-link').click();
  await expect(page).toHaveURL(/\/certificates\/ATL-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  const code = page.url().split('/').pop()!;
  const valid = page.getByTestId('certificate-valid');
  await expect(valid.getByTestId('certificate-learner')).toHaveText(person.name);
  await expect(valid.getByTestId('certificate-code')).toHaveText(code);
  const pdf = await page.request.get((await valid.getByTestId('certificate-download').getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.screenshot({ path: test.info().outputPath('certificate-from-banner-en.png') });

  // My progress links the same certificate from the course's card
  await page.goto('/dashboard?lng=sr');
  const card = page.locator(`[data-testid="progress-card"][data-course-id="${FREE_COURSE}"]`);
  await card.getByTestId('progress-certificate').click();
  await expect(page).toHaveURL(new RegExp(`/certificates/${code}$`));
  await expect(page.getByTestId('certificate-valid')).toContainText('Sertifikat je važeći');
});

test('the lesson page, the access-denied screen and My progress have no serious accessibility violations', async ({
  page,
  request,
}) => {
  await signInBrowser(page, await apiLogin(request, learner.email, learner.password));
  for (const [path, ready] of [
    [`/courses/${SEPARATE_INTRO_COURSE}/videos`, 'lesson-player'],
    [`/courses/${CONCAT_COURSE}/videos`, 'lesson-categories'],
    ['/courses/3/videos', 'access-denied'],
    ['/dashboard', 'progress-card'],
    ['/videos', 'gallery-video'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    expect((await seriousViolations(page)).map((line) => `${path} ${line}`)).toEqual([]);
  }
});
