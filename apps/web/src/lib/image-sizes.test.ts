import { imageSrcSet } from '@atelje/shared/catalog/images';
import { describe, expect, it } from 'vitest';
import { courseCover } from './course-display';
import * as sizes from './image-sizes';

const COVER = '/api/media/courses/1/cover.jpg?exp=1796083200&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const THUMB =
  '/api/media/thumbnails/videos/1/a.jpg?exp=1796083200&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('pictureProps', () => {
  it('gives the srcset and the layout’s sizes with the URL', () => {
    expect(sizes.pictureProps(COVER, imageSrcSet(COVER), sizes.COURSE_GRID_SIZES)).toEqual({
      src: COVER,
      srcSet: imageSrcSet(COVER),
      sizes: sizes.COURSE_GRID_SIZES,
    });
  });

  it('gives the URL alone when the picture has no widths', () => {
    expect(sizes.pictureProps('/landing/a.webp', null, sizes.COURSE_GRID_SIZES)).toEqual({
      src: '/landing/a.webp',
    });
    expect(sizes.pictureProps(COVER, undefined, sizes.COURSE_GRID_SIZES)).toEqual({ src: COVER });
  });
});

describe('the sizes of the layouts', () => {
  const lists = Object.entries(sizes).flatMap(([name, value]): [string, string][] =>
    typeof value === 'string' ? [[name, value]] : [],
  );

  it.each(lists)(
    '%s is a list of media conditions with lengths, ending with a length for the rest',
    (_: string, list: string) => {
      const entries = list.split(/,\s*(?![^()]*\))/);
      const last = entries.pop()!;
      expect(last).toMatch(/^(calc\([^()]+\)|\d+(\.\d+)?(rem|vw|px))$/);
      for (const entry of entries) {
        expect(entry).toMatch(/^\(max-width: \d+(\.98)?px\) (calc\([^()]+\)|\d+(\.\d+)?(rem|vw|px))$/);
      }
      // Conditions in ascending order: the first that matches is the one meant.
      const bounds = entries.map((entry) => Number(/max-width: ([\d.]+)px/.exec(entry)![1]));
      expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    },
  );
});

describe('courseCover', () => {
  it('is the cover with its widths, else the first lesson thumbnail with its own, else nothing', () => {
    expect(
      courseCover({ id: 1, title: 'A', cover: { path: 'x', url: COVER, srcset: imageSrcSet(COVER) } }),
    ).toEqual({
      url: COVER,
      srcset: imageSrcSet(COVER),
    });
    const video = { order: 2, thumbnail_url: THUMB, thumbnail_srcset: imageSrcSet(THUMB) };
    const course = {
      id: 2,
      title: 'B',
      cover: { path: null, url: null, srcset: null },
      videos: [{ order: 1, thumbnail_url: null, thumbnail_srcset: null }, video],
    } as unknown as Parameters<typeof courseCover>[0];
    expect(courseCover(course)).toEqual({ url: THUMB, srcset: imageSrcSet(THUMB) });
    expect(courseCover({ id: 3, title: 'C' })).toBeNull();
  });
});
