// The lesson player in a DOM (spec 001 §4): the intro, "Skip Intro", resuming, saving and the next lesson, driven
// by media events. happy-dom's <video> does not play, so each test gives the element a small media state of its own
// (time, duration, play/pause) and sends the events a browser would send.
import { type LessonUrlResponse, lessonUrlResponseSchema } from '@atelje/shared/lessons/schemas';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { Language } from '../../../lib/i18n';
import { renderApp } from '../../../test-support/render';
import { LANGUAGES, text } from '../../../test-support/texts';
import { LessonPlayer, type LessonPlayerProps } from './lesson-player';

function answer(fields: Partial<LessonUrlResponse>): LessonUrlResponse {
  return lessonUrlResponseSchema.parse({
    url: 'https://media.example/lesson-12.mp4',
    intro_duration: null,
    intro_url: null,
    hls_url: null,
    type: 'REGULAR',
    position_seconds: 0,
    completed: false,
    expires_at: '2026-11-27T12:00:00.000Z',
    captions: [],
    ...fields,
  });
}

/** A media state on the shown <video>: what a browser would report, and play() that starts it. */
function media(duration: number) {
  const video = screen.getByTestId('lesson-video') as HTMLVideoElement;
  const state = { time: 0, paused: true, ended: false };
  Object.defineProperties(video, {
    duration: { configurable: true, get: () => duration },
    currentTime: {
      configurable: true,
      get: () => state.time,
      set: (value: number) => {
        state.time = value;
      },
    },
    paused: { configurable: true, get: () => state.paused },
    ended: { configurable: true, get: () => state.ended },
  });
  video.play = vi.fn(() => {
    state.paused = false;
    return Promise.resolve();
  });
  video.pause = vi.fn(() => {
    state.paused = true;
  });
  return {
    video,
    state,
    /** The file's metadata arrived and it can play. */
    load() {
      fireEvent.loadedMetadata(video);
      fireEvent.canPlay(video);
    },
    at(seconds: number) {
      state.time = seconds;
      fireEvent.timeUpdate(video);
    },
    pause() {
      state.paused = true;
      fireEvent.pause(video);
    },
    end() {
      state.time = duration;
      state.paused = true;
      state.ended = true;
      fireEvent.ended(video);
    },
  };
}

async function renderPlayer(
  props: Partial<LessonPlayerProps> & { answer: LessonUrlResponse },
  language: Language = 'sr',
) {
  const onSave = vi.fn();
  const onRetry = vi.fn();
  const view = await renderApp(
    <LessonPlayer
      title="Svetlo u prostoru"
      poster="/poster.jpg"
      speed={1}
      onSpeedChange={() => undefined}
      onSave={onSave}
      next={null}
      onRetry={onRetry}
      {...props}
    />,
    { language },
  );
  return { ...view, onSave, onRetry, player: screen.getByTestId('lesson-player') };
}

describe('a lesson with a separate intro', () => {
  test('plays the intro first, with its badge and "Skip Intro"; skipping goes to the lesson', async () => {
    const { user, player, onSave } = await renderPlayer({
      answer: answer({ intro_url: 'https://media.example/intro.mp4' }),
    });
    const intro = media(8);
    intro.load();

    expect(player.dataset.phase).toBe('intro');
    expect(intro.video.getAttribute('src')).toBe('https://media.example/intro.mp4');
    expect(intro.video.play).toHaveBeenCalled();
    expect(screen.getByTestId('intro-badge').textContent).toBe('Uvod');
    expect(screen.getByTestId('skip-intro').textContent).toContain('Preskoči uvod');

    await user.click(screen.getByTestId('skip-intro'));

    expect(player.dataset.phase).toBe('lesson');
    expect(screen.getByTestId('lesson-video').getAttribute('src')).toBe(
      'https://media.example/lesson-12.mp4',
    );
    expect(screen.queryByTestId('intro-badge')).toBeNull();
    expect(screen.queryByTestId('skip-intro')).toBeNull();
    // The intro's position is never saved as the lesson's.
    expect(onSave).not.toHaveBeenCalled();
  });

  test('goes on to the lesson by itself when the intro ends', async () => {
    const { player } = await renderPlayer({
      answer: answer({ intro_url: 'https://media.example/intro.mp4' }),
    });
    const intro = media(8);
    intro.load();

    act(() => intro.end());
    expect(player.dataset.phase).toBe('lesson');
    expect(screen.getByTestId('player-loading')).toBeTruthy();
  });

  test('is skipped for a learner who already watched part of the lesson', async () => {
    const { player } = await renderPlayer({
      answer: answer({ intro_url: 'https://media.example/intro.mp4', position_seconds: 65 }),
    });
    expect(player.dataset.phase).toBe('lesson');
    expect(screen.queryByTestId('skip-intro')).toBeNull();
  });
});

describe.each(LANGUAGES)('resuming (%s)', (language) => {
  test('starts from the saved second and says so', async () => {
    await renderPlayer({ answer: answer({ position_seconds: 65 }) }, language);
    const lesson = media(600);

    act(() => lesson.load());

    expect(lesson.state.time).toBe(65);
    expect(screen.getByText(text(language, 'lessons:player.resumed', { time: '1:05' }))).toBeTruthy();
  });

  test('a position in the last second starts over, without the note', async () => {
    await renderPlayer({ answer: answer({ position_seconds: 599 }) }, language);
    const lesson = media(600);

    act(() => lesson.load());

    expect(lesson.state.time).toBe(0);
    expect(screen.queryByText(text(language, 'lessons:player.resumed', { time: '9:59' }))).toBeNull();
  });
});

test('a file with the intro joined offers "Skip Intro" until the intro is over; skipping jumps past it', async () => {
  const { user } = await renderPlayer({ answer: answer({ type: 'CONCAT', intro_duration: 12 }) }, 'en');
  const lesson = media(300);
  act(() => lesson.load());

  const skip = screen.getByTestId('skip-intro');
  expect(skip.textContent).toContain(text('en', 'lessons:player.skipIntro'));
  await user.click(skip);
  expect(lesson.state.time).toBe(12);
  expect(screen.queryByTestId('skip-intro')).toBeNull();

  act(() => lesson.at(3));
  expect(screen.getByTestId('skip-intro')).toBeTruthy();
  act(() => lesson.at(12));
  expect(screen.queryByTestId('skip-intro')).toBeNull();
});

test('a pause saves the position; an intro row saves nothing', async () => {
  const first = await renderPlayer({ answer: answer({}) });
  const lesson = media(120);
  act(() => lesson.load());
  act(() => lesson.at(30));
  act(() => lesson.pause());
  expect(first.onSave).toHaveBeenLastCalledWith(30, 120, false);
  first.unmount();

  const intro = await renderPlayer({ answer: answer({ type: 'INTRO' }) });
  const row = media(20);
  act(() => row.load());
  act(() => row.at(10));
  act(() => row.pause());
  expect(intro.onSave).not.toHaveBeenCalled();
});

describe.each(LANGUAGES)('the end of a lesson (%s)', (language) => {
  test('saves it as watched to the end and offers the next lesson', async () => {
    const go = vi.fn();
    const { user, onSave } = await renderPlayer(
      { answer: answer({}), next: { title: 'Boje zidova', go } },
      language,
    );
    const lesson = media(120);
    act(() => lesson.load());

    act(() => lesson.end());

    expect(onSave).toHaveBeenLastCalledWith(120, 120, false);
    expect(screen.getByTestId('lesson-ended').textContent).toContain(text(language, 'lessons:player.ended'));
    await user.click(screen.getByTestId('end-next-lesson'));
    expect(screen.getByTestId('end-next-lesson').textContent).toBe(
      text(language, 'lessons:player.nextTitle', { title: 'Boje zidova' }),
    );
    expect(go).toHaveBeenCalledTimes(1);
  });

  test('the last lesson ends with "watch again" only, which starts it over', async () => {
    const { user } = await renderPlayer({ answer: answer({}), next: null }, language);
    const lesson = media(120);
    act(() => lesson.load());
    act(() => lesson.end());

    expect(screen.queryByTestId('end-next-lesson')).toBeNull();
    expect(screen.queryByTestId('next-lesson')).toBeNull();
    await user.click(screen.getByRole('button', { name: text(language, 'lessons:player.replay') }));

    expect(screen.queryByTestId('lesson-ended')).toBeNull();
    expect(lesson.state.time).toBe(0);
  });
});

test('a file that does not load shows the error with a retry', async () => {
  const { user, onRetry } = await renderPlayer({ answer: answer({}) }, 'en');
  const lesson = media(120);

  act(() => {
    fireEvent.error(lesson.video);
  });

  const error = screen.getByTestId('player-error');
  expect(error.textContent).toContain(text('en', 'lessons:player.error'));
  await user.click(screen.getByRole('button', { name: text('en', 'lessons:player.retry') }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

describe('adaptive streaming (ADR 079)', () => {
  const hlsAnswer = () =>
    answer({
      url: 'https://media.example/lesson-12.mp4',
      hls_url: 'https://media.example/hls/12/master.m3u8',
      position_seconds: 30,
    });

  test('plays the HLS playlist natively where the browser has no MSE but plays HLS, resuming from the saved second', async () => {
    const native = vi
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    try {
      await renderPlayer({ answer: hlsAnswer() });
      const lesson = media(120);
      expect(lesson.video.getAttribute('src')).toBe('https://media.example/hls/12/master.m3u8');
      expect(lesson.video.dataset.stream).toBe('https://media.example/hls/12/master.m3u8');
      lesson.load();
      expect(lesson.state.time).toBe(30);
    } finally {
      native.mockRestore();
    }
  });

  test('falls back to the MP4 at the same second when HLS fails, without an error', async () => {
    const native = vi
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    try {
      await renderPlayer({ answer: hlsAnswer() });
      const lesson = media(120);
      lesson.load();
      lesson.at(47);
      act(() => {
        fireEvent.error(lesson.video);
      });
      expect(screen.queryByTestId('player-error')).toBeNull();
      expect(lesson.video.getAttribute('src')).toBe('https://media.example/lesson-12.mp4');
      expect(lesson.video.dataset.stream).toBe('https://media.example/lesson-12.mp4');
      // The MP4's metadata: the time the HLS stream had, not the saved second again.
      lesson.load();
      expect(lesson.state.time).toBe(47);
      // A failing MP4 has nothing behind it: the error shows.
      act(() => {
        fireEvent.error(lesson.video);
      });
      expect(screen.getByTestId('player-error')).toBeTruthy();
    } finally {
      native.mockRestore();
    }
  });

  test('loads hls.js where Media Source Extensions exist, and plays natively when hls.js cannot use them', async () => {
    // A MediaSource that takes no H.264: hls.js (loaded on demand) declines, and the browser's own HLS plays.
    const mediaSource = class {
      static isTypeSupported() {
        return false;
      }
    };
    vi.stubGlobal('MediaSource', mediaSource);
    const native = vi
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    try {
      await renderPlayer({ answer: hlsAnswer() });
      const video = screen.getByTestId('lesson-video') as HTMLVideoElement;
      expect(video.getAttribute('src')).toBeNull();
      await vi.waitFor(() =>
        expect(video.getAttribute('src')).toBe('https://media.example/hls/12/master.m3u8'),
      );
    } finally {
      native.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  test('plays the MP4 where neither native HLS nor Media Source Extensions exist', async () => {
    await renderPlayer({ answer: hlsAnswer() });
    const video = screen.getByTestId('lesson-video') as HTMLVideoElement;
    await vi.waitFor(() => expect(video.getAttribute('src')).toBe('https://media.example/lesson-12.mp4'));
    expect(video.dataset.stream).toBe('https://media.example/lesson-12.mp4');
  });
});

// The course page's progress caption (moved from the grammar journey, issue 16 defect 9): after "od" Serbian puts
// the noun in the genitive ("0 od 1 lekcije", "0 od 3 lekcije", "0 od 5 lekcija"), English in the plural.
test.each([
  ['sr', 1, '0 od 1 lekcije završeno'],
  ['sr', 3, '0 od 3 lekcije završeno'],
  ['sr', 5, '0 od 5 lekcija završeno'],
  ['sr', 21, '0 od 21 lekcije završeno'],
  ['en', 1, '0 of 1 lesson completed'],
  ['en', 3, '0 of 3 lessons completed'],
] as const)('the progress caption in %s for %i lessons reads "%s"', (language, count, expected) => {
  expect(text(language, 'lessons:progressValue', { completed: 0, count })).toBe(expected);
});
