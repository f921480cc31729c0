// The home banner's poster in the width the banner is drawn at (ADR 068), preloaded in that same width, and
// settled even when it arrived before the page was live (its load event then fired before React listened).
import { imageSrcSet } from '@atelje/shared/catalog/images';
import { trailerResponseSchema } from '@atelje/shared/catalog/schemas';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { HOME_BANNER_SIZES } from '../../../lib/image-sizes';
import { aCourse } from '../../../test-support/fixtures';
import { renderApp } from '../../../test-support/render';
import { api, reply, server } from '../../../test-support/server';
import { BannerVideo } from './banner-video';

const signed = (key: string) =>
  `/api/media/${key}?exp=1796083200&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`;
const THUMB = signed('thumbnails/videos/3/najava.jpg');

afterEach(() => {
  vi.restoreAllMocks();
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
});

function answerTrailer() {
  server.use(
    http.get(api('/courses/3/trailer'), () =>
      reply(trailerResponseSchema, {
        url: signed('videos/3/najava.mp4'),
        video_id: 301,
        thumbnail_url: THUMB,
        thumbnail_srcset: imageSrcSet(THUMB),
      }),
    ),
  );
}

test('the poster names its widths and the banner’s sizes, and the preload names the same', async () => {
  answerTrailer();
  await renderApp(<BannerVideo course={aCourse({ id: 3, title: 'Boje doma' })} fallback={null} />);
  const banner = await screen.findByTestId('banner-video');
  const poster = await waitFor(() => {
    const image = banner.querySelector('img');
    expect(image?.getAttribute('src')).toBe(THUMB);
    return image!;
  });
  expect(poster.getAttribute('srcset')).toBe(imageSrcSet(THUMB));
  expect(poster.getAttribute('sizes')).toBe(HOME_BANNER_SIZES);
  const preload = document.head.querySelector('link[rel="preload"][as="image"][imagesrcset]');
  expect(preload?.getAttribute('imagesrcset')).toBe(imageSrcSet(THUMB));
  expect(preload?.getAttribute('imagesizes')).toBe(HOME_BANNER_SIZES);
  // No href beside the srcset: a browser could otherwise fetch the original as well.
  expect(preload?.hasAttribute('href')).toBe(false);
});

test('a poster already there when the page goes live is settled without a load event', async () => {
  answerTrailer();
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  const settled = vi.fn();
  await renderApp(
    <BannerVideo course={aCourse({ id: 3, title: 'Boje doma' })} fallback={null} onPosterSettled={settled} />,
  );
  await screen.findByTestId('banner-video');
  await waitFor(() => expect(settled).toHaveBeenCalled());
});
