// The video frame's poster in the width the frame is drawn at (ADR 068): a poster with widths is an <img srcset
// sizes> with a play button over the video until it is started (a video's poster attribute takes one URL), the
// same in the server's render and the browser's, so hydration changes nothing.
import { imageSrcSet } from '@atelje/shared/catalog/images';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, test, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { HERO_VIDEO_SIZES } from '../../lib/image-sizes';
import { renderApp } from '../../test-support/render';
import { text } from '../../test-support/texts';
import { VideoFrame } from './video-frame';

const POSTER =
  '/api/media/thumbnails/videos/1/najava.jpg?exp=1796083200&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const SRC = '/api/media/videos/1/najava.mp4?exp=1796083200&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

afterEach(() => {
  vi.restoreAllMocks();
});

function frame(posterSrcSet: string | null) {
  return (
    <VideoFrame
      src={SRC}
      poster={POSTER}
      posterSrcSet={posterSrcSet}
      posterSizes={HERO_VIDEO_SIZES}
      posterPriority
      label="Trejler kursa Osnove"
      testId="trailer"
    />
  );
}

test('a poster with widths is an image over the video, in the width of the frame, until play is pressed', async () => {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  await renderApp(frame(imageSrcSet(POSTER)));
  const box = await screen.findByTestId('trailer');
  const video = box.querySelector('video')!;
  // The video names no poster (its attribute would download the original) and shows no controls under the image.
  expect(video.hasAttribute('poster')).toBe(false);
  expect(video.hasAttribute('controls')).toBe(false);
  const start = screen.getByRole('button', {
    name: text('sr', 'common:video.play', { label: 'Trejler kursa Osnove' }),
  });
  const poster = start.querySelector('img')!;
  expect(poster.getAttribute('src')).toBe(POSTER);
  expect(poster.getAttribute('srcset')).toBe(imageSrcSet(POSTER));
  expect(poster.getAttribute('sizes')).toBe(HERO_VIDEO_SIZES);
  expect(poster.getAttribute('fetchpriority')).toBe('high');
  expect([poster.getAttribute('width'), poster.getAttribute('height')]).toEqual(['1280', '720']);

  fireEvent.click(start);
  expect(play).toHaveBeenCalledTimes(1);
  expect(screen.queryByTestId('trailer-play')).toBeNull();
  expect(box.querySelector('video')!.hasAttribute('controls')).toBe(true);
  // Nor once it plays: the original would still be downloaded.
  expect(box.querySelector('video')!.hasAttribute('poster')).toBe(false);
  // The focus is not lost with the button: it is on the video, whose controls are now there.
  expect(document.activeElement).toBe(box.querySelector('video'));
});

test('a video started from its own controls drops the image as well', async () => {
  await renderApp(frame(imageSrcSet(POSTER)));
  const box = await screen.findByTestId('trailer');
  fireEvent.play(box.querySelector('video')!);
  expect(screen.queryByTestId('trailer-play')).toBeNull();
});

test('a poster without widths stays the video’s own poster, with its controls', async () => {
  await renderApp(frame(null));
  const video = (await screen.findByTestId('trailer')).querySelector('video')!;
  expect(video.getAttribute('poster')).toBe(POSTER);
  expect(video.hasAttribute('controls')).toBe(true);
  expect(screen.queryByTestId('trailer-play')).toBeNull();
});

test('the server’s render is taken over by the browser without a difference', async () => {
  await i18n.changeLanguage('sr');
  const html = renderToString(frame(imageSrcSet(POSTER)));
  expect(html).toContain('srcSet=');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  // React reports a different element as a recoverable error, a different attribute on the console.
  const differences: unknown[] = [];
  const onRecoverableError = (error: unknown) => differences.push(error);
  const consoleError = vi.spyOn(console, 'error');
  const root = await act(async () =>
    hydrateRoot(container, frame(imageSrcSet(POSTER)), { onRecoverableError }),
  );
  expect(differences).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.querySelector('img')!.getAttribute('srcset')).toBe(imageSrcSet(POSTER));
  act(() => root.unmount());
  container.remove();
});
