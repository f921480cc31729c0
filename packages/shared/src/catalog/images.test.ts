import { describe, expect, it } from 'vitest';
import { hasImageVariants, IMAGE_WIDTHS, imageSrcSet, imageVariantUrl, isImageWidth } from './images';

const cover = '/api/media/courses/1/cover.jpg?exp=1796083200&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('image widths', () => {
  it('are few, ascending, and known by isImageWidth', () => {
    expect([...IMAGE_WIDTHS]).toEqual([320, 480, 640, 960, 1280]);
    expect(IMAGE_WIDTHS.every(isImageWidth)).toBe(true);
    for (const width of [0, 319, 500, 1920, Number.NaN, 640.5]) expect(isImageWidth(width)).toBe(false);
  });

  it('exist for JPEG, PNG and WebP pictures only', () => {
    for (const key of ['courses/1/cover.jpg', 'a/B.JPEG', 'thumbnails/x.png', 'instructors/a/p.webp']) {
      expect(hasImageVariants(key), key).toBe(true);
    }
    for (const key of [
      'videos/1/a.mp4',
      'ebooks/a.pdf',
      'x.gif',
      'x.svg',
      'jpg',
      'courses/1/cover.jpg.mp4',
    ]) {
      expect(hasImageVariants(key), key).toBe(false);
    }
  });
});

describe('imageVariantUrl', () => {
  it('adds w to the signed URL, keeping its signature', () => {
    expect(imageVariantUrl(cover, 640)).toBe(`${cover}&w=640`);
    expect(imageVariantUrl('/api/media/a.jpg', 320)).toBe('/api/media/a.jpg?w=320');
  });
});

describe('imageSrcSet', () => {
  it('lists every width of a media picture with its w descriptor', () => {
    expect(imageSrcSet(cover)).toBe(
      [320, 480, 640, 960, 1280].map((width) => `${cover}&w=${width} ${width}w`).join(', '),
    );
  });

  it('works for a user-bound URL and an absolute URL of the media route', () => {
    const bound = '/api/media/certificates/7.png?exp=1&uid=4&sig=x';
    expect(imageSrcSet(bound)?.split(', ')[0]).toBe(`${bound}&w=320 320w`);
    const absolute = `https://atelje.rs${cover}`;
    expect(imageSrcSet(absolute)?.split(', ').at(-1)).toBe(`${absolute}&w=1280 1280w`);
  });

  it('is null for nothing, other files, other addresses and a URL that already names a width', () => {
    expect(imageSrcSet(null)).toBeNull();
    expect(imageSrcSet(undefined)).toBeNull();
    expect(imageSrcSet('')).toBeNull();
    expect(imageSrcSet('/api/media/videos/1/a.mp4?exp=1&sig=x')).toBeNull();
    expect(imageSrcSet('/landing/hero.webp')).toBeNull();
    expect(imageSrcSet('https://cdn.example.com/x/api/media/a.jpg')).toBeNull();
    expect(imageSrcSet('data:image/svg+xml,<svg/api/media/a.jpg')).toBeNull();
    expect(imageSrcSet(`${cover}&w=640`)).toBeNull();
  });
});
