// Issue 22 item 3 (ADR 080): a learner watching a lesson adds a note at the second playing ("Dodaj belešku" and the
// N key), a bookmark with the B key, plays the lesson from a note's time, then finds the notes in the profile under
// "Moje beleške" / "My notes", searches them without č ć đ š ž, downloads them as Markdown, and a note's time opens
// the lesson at that second (?t=). Serbian and English, at phone and desktop size; screenshots for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { apiLearner, courseVideos, shot, signInBrowser } from './support';

test.describe.configure({ timeout: 120_000 });

/** The free demo course every learner may watch. */
const FREE_COURSE = 6;

const TEXT = {
  sr: {
    addNote: 'Dodaj belešku',
    noteAt: 'Beleška na 0:03',
    save: 'Sačuvaj',
    saved: 'Beleška je sačuvana.',
    bookmark: 'Obeleživač',
    notes: 'Moje beleške',
    search: 'Pretraži beleške',
    markdown: 'Preuzmi Markdown',
    text: 'Đorđeva soba: svetlo sa dva prozora',
    query: 'djordjeva SOBA',
    missing: 'Nijedna beleška ne odgovara pretrazi „tapete“.',
    lessonHeading: 'Lekcija',
  },
  en: {
    addNote: 'Add a note',
    noteAt: 'Note at 0:03',
    save: 'Save',
    saved: 'Note saved.',
    bookmark: 'Bookmark',
    notes: 'My notes',
    search: 'Search notes',
    markdown: 'Download Markdown',
    text: 'Đorđe’s room: light from two windows',
    query: 'djordje',
    missing: 'No note matches “tapete”.',
    lessonHeading: 'Lesson',
  },
} as const;

const video = (page: Page) => page.getByTestId('lesson-video');
const currentTime = (page: Page) =>
  video(page).evaluate((element) => (element as HTMLVideoElement).currentTime);

/** Holds the lesson still at a second, as if the learner had paused it there. */
async function pauseAt(page: Page, seconds: number) {
  await expect
    .poll(() => video(page).evaluate((element) => (element as HTMLVideoElement).readyState))
    .toBeGreaterThan(0);
  await video(page).evaluate(
    (element, at) =>
      new Promise<void>((resolve) => {
        const media = element as HTMLVideoElement;
        media.pause();
        media.addEventListener('seeked', () => resolve(), { once: true });
        media.currentTime = at;
      }),
    seconds,
  );
}

async function noViolations(page: Page, selector: string) {
  const axe = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag21a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );
}

for (const lang of ['sr', 'en'] as const) {
  test(`${lang}: a note at the second playing, found again in the profile, opens the lesson there`, async ({
    page,
    request,
  }) => {
    const t = TEXT[lang];
    const person = await apiLearner(request, `beleske.${lang}`);
    const lesson = (await courseVideos(request, FREE_COURSE)).find(
      (entry) => entry.is_intro === 0 && entry.intro_duration === null,
    )!;
    await signInBrowser(page, person.token);
    await page.goto(`/courses/${FREE_COURSE}/videos?v=${lesson.id}&lng=${lang}`);
    const panel = page.getByTestId('lesson-notes');
    await expect(panel).toBeVisible();
    await pauseAt(page, 3.4);

    // a note at the second playing
    await panel.getByRole('button', { name: t.addNote }).click();
    const form = panel.getByTestId('note-form');
    await expect(form.getByText(t.noteAt)).toBeVisible();
    await form.getByTestId('note-text').fill(t.text);
    await form.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    const items = panel.getByTestId('lesson-note');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('0:03');
    await expect(items.first()).toContainText(t.text);

    // a bookmark with the B key, at the second the lesson is held at
    await pauseAt(page, 1.2);
    await page.locator('body').press('b');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toHaveAttribute('data-kind', 'bookmark');
    await expect(items.first().getByTestId('note-seek')).toHaveText('0:01');

    // the note's time plays the lesson from there
    await pauseAt(page, 0);
    await items.nth(1).getByTestId('note-seek').click();
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(2.9);
    await video(page).evaluate((element) => (element as HTMLVideoElement).pause());
    await panel.scrollIntoViewIfNeeded();
    await shot(page, `notes-lesson-${lang}`);
    await noViolations(page, '[data-testid="lesson-notes"]');

    // the profile lists them by course and lesson, searched without diacritics
    await page.goto(`/profile?lng=${lang}`);
    const section = page.getByTestId('my-notes');
    await expect(section.getByRole('heading', { name: t.notes, level: 2 })).toBeVisible();
    await expect(section.getByTestId('profile-note')).toHaveCount(2);
    await expect(section.getByRole('heading', { level: 4 })).toContainText(t.lessonHeading);
    await section.getByLabel(t.search).fill(t.query);
    await expect(section.getByTestId('profile-note')).toHaveCount(1);
    await expect(section.getByTestId('profile-note')).toContainText(t.text);
    await section.scrollIntoViewIfNeeded();
    await shot(page, `notes-profile-${lang}`);
    await noViolations(page, '[data-testid="my-notes"]');

    // downloaded as Markdown, with the lesson's link at the note's second
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: t.markdown, exact: true }).click();
    const file = await downloading;
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const markdown = Buffer.concat(chunks).toString('utf8');
    expect(markdown).toContain(t.text);
    expect(markdown).toContain(`/courses/${FREE_COURSE}/videos?v=${lesson.id}&t=3)`);

    await section.getByLabel(t.search).fill('tapete');
    await expect(section.getByTestId('notes-empty')).toHaveText(t.missing);
    await section.getByLabel(t.search).fill(t.query);

    // the note's time opens the lesson at that second, over where the learner left it
    await section.getByTestId('profile-note-link').click();
    await expect(page).toHaveURL(new RegExp(`/courses/${FREE_COURSE}/videos\\?v=${lesson.id}&t=3$`));
    await expect(page.getByTestId('lesson-title')).toHaveText(lesson.title);
    await expect.poll(() => currentTime(page)).toBeGreaterThanOrEqual(2.9);
  });
}
