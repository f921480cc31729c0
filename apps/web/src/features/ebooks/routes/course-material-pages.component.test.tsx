// A course's e-book and template pages in a DOM: the buyer gets the signed link from GET /my-downloads in place of
// "add to cart" (the link was never shown before: the page read a `url` the e-book call does not have); a visitor,
// and a signed-in person who did not buy it, get the cart button. The API is MSW answering as the server does.

import { myDownloadsResponseSchema } from '@atelje/shared';
import { courseSchema, ebookSchema, templateSchema } from '@atelje/shared/catalog/schemas';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, test } from 'vitest';
import type { Language } from '../../../lib/i18n';
import { aCourse, aUser } from '../../../test-support/fixtures';
import { signedIn } from '../../../test-support/handlers';
import { renderApp } from '../../../test-support/render';
import { api, reply, server } from '../../../test-support/server';
import { LANGUAGES, text } from '../../../test-support/texts';
import CourseEbookPage from './course-ebook-page';
import CourseTemplatePage from './course-template-page';

const COURSE = aCourse({ id: 4, title: 'Osnove enterijera' });
const material = {
  course_id: 4,
  title: 'Paleta boja',
  description: 'Priručnik uz kurs.',
  price: '1.200,00',
  price_para: 120_000,
  thumbnail: null,
  thumbnail_srcset: null,
  author: 'Ana Petrović',
  author_id: 2,
  created_at: '2026-01-10T10:00:00.000Z',
};
const download = (id: number, url: string) => ({
  id,
  course_id: 4,
  title: 'Paleta boja',
  description: '',
  thumbnail: null,
  thumbnail_srcset: null,
  url,
  purchased_at: '2026-02-01T10:00:00.000Z',
});

function answer(bought: { ebooks?: number[]; templates?: number[] } | 'visitor') {
  server.use(
    http.get(api('/courses/4'), () => reply(courseSchema, COURSE)),
    http.get(api('/courses/4/ebooks/9'), () =>
      reply(ebookSchema, { id: 9, ...material, category_id: null, category: null }),
    ),
    http.get(api('/courses/4/templates/8'), () =>
      reply(templateSchema, { id: 8, ...material, is_free: false }),
    ),
  );
  if (bought === 'visitor') return;
  signedIn(aUser());
  server.use(
    http.get(api('/my-downloads'), () =>
      reply(myDownloadsResponseSchema, {
        ebooks: (bought.ebooks ?? []).map((id) => download(id, `/media/ebook-${id}.pdf?sig=x`)),
        templates: (bought.templates ?? []).map((id) => download(id, `/media/template-${id}.pdf?sig=y`)),
      }),
    ),
  );
}

const openEbook = (language: Language) =>
  renderApp(<CourseEbookPage />, {
    path: '/courses/:courseId/ebooks/:ebookId',
    url: '/courses/4/ebooks/9',
    language,
  });
const openTemplate = (language: Language) =>
  renderApp(<CourseTemplatePage />, {
    path: '/courses/:courseId/templates/:templateId',
    url: '/courses/4/templates/8',
    language,
  });

describe.each(LANGUAGES)('a course material page (%s)', (language) => {
  test('the buyer of the e-book gets its reading link, not the cart button', async () => {
    answer({ ebooks: [9] });
    await openEbook(language);
    const link = await screen.findByRole('link', { name: text(language, 'catalog:materials.read') });
    expect(link.getAttribute('href')).toBe('/media/ebook-9.pdf?sig=x');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });

  test('a visitor, and a signed-in person who bought something else, get the cart button', async () => {
    answer('visitor');
    const first = await openEbook(language);
    expect(await screen.findByTestId('add-to-cart')).toBeTruthy();
    first.unmount();

    answer({ ebooks: [10], templates: [9] });
    await openEbook(language);
    expect(await screen.findByTestId('add-to-cart')).toBeTruthy();
    expect(screen.queryByRole('link', { name: text(language, 'catalog:materials.read') })).toBeNull();
  });

  test('the buyer of a paid template gets its download link', async () => {
    answer({ templates: [8] });
    await openTemplate(language);
    const link = await screen.findByRole('link', { name: text(language, 'catalog:materials.download') });
    expect(link.getAttribute('href')).toBe('/media/template-8.pdf?sig=y');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });
});
