// The course card's cover in the width the card is drawn at (ADR 068): the srcset the API sends for the cover (or
// the first lesson's thumbnail), and the sizes of the layout the card is in.
import { imageSrcSet } from '@atelje/shared/catalog/images';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { COURSE_GRID_SIZES, DENSE_GRID_SIZES, HOME_CAROUSEL_SIZES } from '../../lib/image-sizes';
import { aCourse } from '../../test-support/fixtures';
import { renderApp } from '../../test-support/render';
import { CourseCard } from './course-card';
import { CourseGrid } from './course-grid';

const signed = (key: string) =>
  `/api/media/${key}?exp=1796083200&sig=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG`;
const COVER = signed('courses/7/cover.jpg');
const THUMB = signed('thumbnails/videos/7/uvod.jpg');

function withCover(id: number, title: string) {
  return aCourse({
    id,
    title,
    cover: { path: 'courses/7/cover.jpg', url: COVER, srcset: imageSrcSet(COVER) },
  });
}

const coverOf = (card: HTMLElement) => card.querySelector('img')!;

test('a card in the catalog grid names every width of its cover and how wide the grid draws it', async () => {
  await renderApp(
    <CourseGrid courses={[withCover(7, 'Dizajniraj svoj prostor'), withCover(8, 'Boje doma')]} />,
  );
  const [first, second] = await screen.findAllByTestId('course-card');
  const cover = coverOf(first!);
  expect(cover.getAttribute('src')).toBe(COVER);
  expect(cover.getAttribute('srcset')).toBe(
    [320, 480, 640, 960, 1280].map((w) => `${COVER}&w=${w} ${w}w`).join(', '),
  );
  expect(cover.getAttribute('sizes')).toBe(COURSE_GRID_SIZES);
  // The first row loads at once, the rest when near the screen.
  expect(cover.getAttribute('loading')).toBe('eager');
  expect(coverOf(second!).getAttribute('sizes')).toBe(COURSE_GRID_SIZES);
  expect(within(first!).getByRole('link', { name: 'Dizajniraj svoj prostor' })).toBeTruthy();
});

test('the dense grid and a carousel give their own sizes', async () => {
  await renderApp(
    <>
      <CourseGrid courses={[withCover(7, 'Gust red')]} dense />
      <CourseCard course={withCover(8, 'U karuselu')} sizes={HOME_CAROUSEL_SIZES} />
    </>,
  );
  const [dense, carousel] = await screen.findAllByTestId('course-card');
  expect(coverOf(dense!).getAttribute('sizes')).toBe(DENSE_GRID_SIZES);
  expect(coverOf(carousel!).getAttribute('sizes')).toBe(HOME_CAROUSEL_SIZES);
  expect(coverOf(carousel!).getAttribute('loading')).toBe('lazy');
});

test("without a cover the first lesson's thumbnail stands in, with its own widths", async () => {
  const base = aCourse({ id: 9, title: 'Bez korice' });
  const course = {
    ...base,
    videos: base.videos!.map((video) => ({
      ...video,
      thumbnail_url: THUMB,
      thumbnail_srcset: imageSrcSet(THUMB),
    })),
  };
  await renderApp(<CourseCard course={course} />);
  const cover = coverOf(await screen.findByTestId('course-card'));
  expect(cover.getAttribute('src')).toBe(THUMB);
  expect(cover.getAttribute('srcset')).toBe(imageSrcSet(THUMB));
  expect(cover.getAttribute('sizes')).toBe(COURSE_GRID_SIZES);
});

test('a picture without widths is drawn as it is, without srcset or sizes', async () => {
  const url = '/landing/cover.jpg';
  await renderApp(
    <CourseCard
      course={aCourse({ id: 10, title: 'Stara korica', cover: { path: null, url, srcset: null } })}
    />,
  );
  const cover = coverOf(await screen.findByTestId('course-card'));
  expect(cover.getAttribute('src')).toBe(url);
  expect(cover.hasAttribute('srcset')).toBe(false);
  expect(cover.hasAttribute('sizes')).toBe(false);
});
