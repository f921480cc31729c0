// The player's captions and transcript (ADR 078) in a DOM: the caption menu (off unless remembered, the choice kept
// in localStorage), the <track> elements of the lesson, and the transcript read from the track's signed URL, its
// current cue marked as the video plays and a cue's button moving the video. happy-dom's <video> does not play:
// each test sets the element's time and sends the events a browser would send.
import { type LessonUrlResponse, lessonUrlResponseSchema } from '@atelje/shared/lessons/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, test } from 'vitest';
import { renderApp } from '../../../test-support/render';
import { api, server } from '../../../test-support/server';
import { CAPTION_CHOICE_KEY } from '../lib/caption-choice';
import { LessonPlayer } from './lesson-player';

const SR_VTT =
  'WEBVTT\n\n00:00:03.250 --> 00:00:05.000\nDobro <i>došli</i>\n\n00:00:05.500 --> 00:00:07.000\nDrugi titl\n';
const EN_VTT = 'WEBVTT\n\n00:00:03.250 --> 00:00:05.000\nWelcome\n';

function answer(): LessonUrlResponse {
  return lessonUrlResponseSchema.parse({
    url: 'https://media.example/lesson-12.mp4',
    intro_duration: 3.25,
    intro_url: null,
    hls_url: null,
    type: 'CONCAT',
    position_seconds: 0,
    completed: false,
    expires_at: '2026-11-27T12:00:00.000Z',
    captions: [
      { language: 'sr', url: '/api/media/captions/12/sr?exp=1&uid=4&sig=a' },
      { language: 'en', url: '/api/media/captions/12/en?exp=1&uid=4&sig=b' },
    ],
  });
}

function serveCaptions() {
  const asked: string[] = [];
  server.use(
    http.get(api('/media/captions/12/:language'), ({ params }) => {
      asked.push(String(params.language));
      return new HttpResponse(params.language === 'sr' ? SR_VTT : EN_VTT, {
        headers: { 'content-type': 'text/vtt' },
      });
    }),
  );
  return asked;
}

async function renderPlayer(language: 'sr' | 'en' = 'sr') {
  const view = await renderApp(
    <LessonPlayer
      answer={answer()}
      title="Merenje"
      poster="/poster.jpg"
      speed={1}
      onSpeedChange={() => undefined}
      onSave={() => undefined}
      next={null}
      onRetry={() => undefined}
    />,
    { language },
  );
  const video = screen.getByTestId('lesson-video') as HTMLVideoElement;
  const state = { time: 0 };
  Object.defineProperty(video, 'currentTime', {
    configurable: true,
    get: () => state.time,
    set: (value: number) => {
      state.time = value;
    },
  });
  const at = (seconds: number) => {
    state.time = seconds;
    fireEvent.timeUpdate(video);
  };
  return { ...view, video, state, at };
}

afterEach(() => localStorage.clear());

describe('captions in the lesson player', () => {
  test('offers the lesson’s tracks, off unless remembered, and remembers the choice', async () => {
    serveCaptions();
    const { user, video } = await renderPlayer();
    const tracks = Array.from(video.querySelectorAll('track'));
    expect(
      tracks.map((track) => [track.kind, track.srclang, track.label, track.getAttribute('src')]),
    ).toEqual([
      ['captions', 'sr', 'Srpski', '/api/media/captions/12/sr?exp=1&uid=4&sig=a'],
      ['captions', 'en', 'English', '/api/media/captions/12/en?exp=1&uid=4&sig=b'],
    ]);
    const select = screen.getByRole('combobox', { name: 'Titlovi' }) as HTMLSelectElement;
    expect(select.value).toBe('off');
    expect(Array.from(select.options).map((option) => option.textContent)).toEqual([
      'Isključeni',
      'Srpski',
      'English',
    ]);

    await user.selectOptions(select, 'en');
    expect(select.value).toBe('en');
    expect(localStorage.getItem(CAPTION_CHOICE_KEY)).toBe('en');
  });

  test('starts with the remembered language', async () => {
    serveCaptions();
    localStorage.setItem(CAPTION_CHOICE_KEY, 'sr');
    await renderPlayer('en');
    expect((screen.getByRole('combobox', { name: 'Captions' }) as HTMLSelectElement).value).toBe('sr');
  });

  test('the transcript lists the cues, marks the one playing and seeks the video from a cue', async () => {
    const asked = serveCaptions();
    const { user, at, state } = await renderPlayer();
    const toggle = screen.getByRole('button', { name: 'Prikaži transkript' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Sakrij transkript' }).getAttribute('aria-expanded')).toBe(
      'true',
    );

    // Captions off and a Serbian page: the transcript reads the Serbian track.
    const region = await screen.findByRole('region', { name: 'Transkript (Srpski)' });
    const cues = await within(region).findAllByTestId('transcript-cue');
    expect(asked).toEqual(['sr']);
    expect(cues.map((cue) => cue.textContent)).toEqual(['0:03Dobro došli', '0:05Drugi titl']);
    expect(cues.some((cue) => cue.getAttribute('aria-current'))).toBe(false);

    at(4);
    await waitFor(() => expect(cues[0]!.getAttribute('aria-current')).toBe('true'));
    at(5.2);
    await waitFor(() => expect(cues[0]!.getAttribute('aria-current')).toBeNull());

    await user.click(cues[1]!);
    expect(state.time).toBe(5.5);
    await waitFor(() => expect(cues[1]!.getAttribute('aria-current')).toBe('true'));

    // Choosing English captions moves the transcript to English.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Titlovi' }), 'en');
    const english = await screen.findByRole('region', { name: 'Transkript (English)' });
    expect((await within(english).findAllByTestId('transcript-cue')).map((cue) => cue.textContent)).toEqual([
      '0:03Welcome',
    ]);
  });

  test('says so when the transcript cannot be read, and reads it again on request', async () => {
    let fail = true;
    server.use(
      http.get(api('/media/captions/12/:language'), () =>
        fail ? new HttpResponse(null, { status: 403 }) : new HttpResponse(SR_VTT),
      ),
    );
    const { user } = await renderPlayer();
    await user.click(screen.getByRole('button', { name: 'Prikaži transkript' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Transkript nije učitan.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Pokušaj ponovo' }));
    expect(await screen.findAllByTestId('transcript-cue')).toHaveLength(2);
  });
});
